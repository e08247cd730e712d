import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../actions/button';
import { IconButton } from '../actions/icon-button';
import { SegmentedControl } from '../forms/segmented-control';
import { type CalendarMode, periodTitle, shiftPeriod, type WeekStart } from './calendar-dates';

/** Props of {@link CalendarHeader}. */
export interface CalendarHeaderProps {
  mode: CalendarMode;
  date: string;
  today: string;
  weekStart: WeekStart;
  onNavigate: (view: { mode: CalendarMode; date: string }) => void;
}

/** The period shown ("November 2026"), previous / Today / next, and Month | Week. */
export function CalendarHeader({ mode, date, today, weekStart, onNavigate }: CalendarHeaderProps) {
  const unit = mode === 'month' ? 'month' : 'week';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 aria-live="polite" className="min-w-0 font-semibold text-fg text-sm">
        {periodTitle(mode, date, weekStart)}
      </h2>
      <div className="ml-auto flex items-center gap-1">
        <IconButton
          size="sm"
          label={`Previous ${unit}`}
          onClick={() => onNavigate({ mode, date: shiftPeriod(mode, date, -1) })}
          icon={<ChevronLeft aria-hidden="true" />}
        />
        <Button size="sm" variant="ghost" onClick={() => onNavigate({ mode, date: today })}>
          Today
        </Button>
        <IconButton
          size="sm"
          label={`Next ${unit}`}
          onClick={() => onNavigate({ mode, date: shiftPeriod(mode, date, 1) })}
          icon={<ChevronRight aria-hidden="true" />}
        />
        <SegmentedControl
          label="Calendar range"
          className="ml-1"
          value={mode}
          onChange={(next) => onNavigate({ mode: next, date })}
          choices={[
            { value: 'month', label: 'Month' },
            { value: 'week', label: 'Week' },
          ]}
        />
      </div>
    </div>
  );
}
