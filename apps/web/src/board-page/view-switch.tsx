import { SegmentedControl } from '@tandem/ui/forms';
import { CalendarDays, Columns3 } from 'lucide-react';
import type { BoardSearch } from './board-search';

/** Props of {@link ViewSwitch}. */
export interface ViewSwitchProps {
  view: BoardSearch['view'];
  onSearchChange: (change: Partial<BoardSearch>) => void;
}

/** Board | Calendar: how the board lays out its tasks, kept in the URL (`?view=`). */
export function ViewSwitch({ view, onSearchChange }: ViewSwitchProps) {
  return (
    <SegmentedControl
      label="View"
      value={view ?? 'board'}
      onChange={(next) => onSearchChange({ view: next === 'board' ? undefined : next })}
      choices={[
        {
          value: 'board',
          label: 'Board view',
          text: 'Board',
          icon: <Columns3 aria-hidden="true" className="size-3.5" />,
        },
        {
          value: 'calendar',
          label: 'Calendar view',
          text: 'Calendar',
          icon: <CalendarDays aria-hidden="true" className="size-3.5" />,
        },
      ]}
    />
  );
}
