import { type SegmentedChoice, SegmentedControl } from '@tandem/ui/forms';
import { CalendarDays, Kanban, List } from 'lucide-react';
import type { BoardView } from '../board-search';

const ICON = 'size-3.5';

/** The views people can switch between, in order; a new view is one more entry. */
const VIEWS = [
  {
    value: 'board',
    label: 'Board view',
    text: 'Board',
    icon: <Kanban aria-hidden className={ICON} />,
  },
  { value: 'list', label: 'List view', text: 'List', icon: <List aria-hidden className={ICON} /> },
  {
    value: 'calendar',
    label: 'Calendar view',
    text: 'Calendar',
    icon: <CalendarDays aria-hidden className={ICON} />,
  },
] satisfies ReadonlyArray<SegmentedChoice<BoardView>>;

/** Props of {@link ViewSwitcher}. */
export interface ViewSwitcherProps {
  view: BoardView;
  onChange: (view: BoardView) => void;
}

/**
 * Board, list or calendar: a segmented control ("Board view", "List view", "Calendar view")
 * kept in the URL's `view`.
 */
export function ViewSwitcher({ view, onChange }: ViewSwitcherProps) {
  return <SegmentedControl label="View" choices={VIEWS} value={view} onChange={onChange} />;
}
