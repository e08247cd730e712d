import { CalendarClock, ListChecks, MessageSquare, Paperclip } from 'lucide-react';
import { cn } from '../foundations/cn';
import type { BoardTask } from './board-task';
import type { DueDateState } from './due-date';
import { LabelChip } from './label-chip';

/** Most labels drawn on a card; the rest are summarised as "+N". */
const VISIBLE_LABELS = 3;

const dueStyles = {
  none: 'text-muted',
  later: 'text-muted',
  soon: 'text-warning-text',
  today: 'text-warning-text',
  overdue: 'text-danger-text bg-danger-subtle border-transparent',
} as const satisfies Record<DueDateState, string>;

/** "3/5" with a checklist mark; all done turns it green. */
function ChecklistCount({ task }: { task: BoardTask }) {
  const done = task.checklistDone ?? 0;
  const complete = done === task.checklistTotal;
  return (
    <span
      data-checklist-progress=""
      className={cn(
        'inline-flex items-center gap-0.5 tabular-nums',
        complete && 'rounded-full bg-success-subtle px-1 text-success-text',
      )}
    >
      <ListChecks aria-hidden="true" className="size-3" />
      {done}/{task.checklistTotal}
    </span>
  );
}

/**
 * A card's last row, when it has anything to show: the due date in its state's colours,
 * up to three labels and "+N", and the checklist, comment and attachment counts. Hidden
 * from assistive technology: the card's description says all of it.
 */
export function TaskCardMeta({
  task,
  dueText,
  dueState,
}: {
  task: BoardTask;
  dueText: string | null;
  dueState: DueDateState;
}) {
  const labels = task.labels.slice(0, VISIBLE_LABELS);
  const moreLabels = task.labels.length - labels.length;
  const hasCounts = Boolean(task.commentCount || task.attachmentCount || task.checklistTotal);
  if (!dueText && labels.length === 0 && !hasCounts) return null;
  return (
    <div aria-hidden="true" className="flex flex-wrap items-center gap-1.5 text-muted text-xs">
      {dueText ? (
        <span
          className={cn(
            'inline-flex h-5 items-center gap-1 rounded-full border border-border px-1.5',
            dueStyles[dueState],
          )}
        >
          <CalendarClock aria-hidden="true" className="size-3 shrink-0" />
          {dueText}
        </span>
      ) : null}
      {labels.map((label) => (
        <LabelChip key={label} label={label} />
      ))}
      {moreLabels > 0 ? <span className="text-faint">+{moreLabels}</span> : null}
      {hasCounts ? (
        <span className="ms-auto inline-flex items-center gap-2 text-faint">
          {task.checklistTotal ? <ChecklistCount task={task} /> : null}
          {task.commentCount ? (
            <span className="inline-flex items-center gap-0.5">
              <MessageSquare aria-hidden="true" className="size-3" />
              {task.commentCount}
            </span>
          ) : null}
          {task.attachmentCount ? (
            <span className="inline-flex items-center gap-0.5">
              <Paperclip aria-hidden="true" className="size-3" />
              {task.attachmentCount}
            </span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
