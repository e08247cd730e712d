import { checklistProgressLabel } from '../board/labels';

/** Props of {@link ChecklistProgress}. */
export interface ChecklistProgressProps {
  done: number;
  total: number;
}

/** "3/5" and a bar, read out as "3 of 5 checklist items done". */
export function ChecklistProgress({ done, total }: ChecklistProgressProps) {
  return (
    <div className="flex items-center gap-2 text-muted text-xs">
      <span role="img" className="tabular-nums" aria-label={checklistProgressLabel(done, total)}>
        {done}/{total}
      </span>
      <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-subtle">
        <span
          className="block h-full rounded-full bg-success transition-[width] duration-(--tandem-duration-fast)"
          style={{ width: `${total > 0 ? (done / total) * 100 : 0}%` }}
        />
      </span>
    </div>
  );
}
