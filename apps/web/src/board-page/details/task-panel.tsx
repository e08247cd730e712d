import { Sheet, SheetContent } from '@tandem/ui/overlays';
import { TaskDetailSkeleton } from '@tandem/ui/task';
import { Suspense } from 'react';
import { useTaskDetailCode, useTaskDetailPreload } from './task-detail-code';

/** Whether a key press comes from a place where text is typed. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    ['text', 'search', 'email', 'url', 'tel', 'number', 'password'].includes(target.type)
  );
}

/** Props of {@link TaskPanel}. */
export interface TaskPanelProps {
  /** The open task's number (`?task=`), or none. */
  taskNumber: number | undefined;
  /** The title of the open task, when the board knows it, to name the panel at once. */
  title: string | undefined;
  onClose: () => void;
}

/**
 * The side panel of a board's `?task=:number`: the task's detail in a sheet. Its code is fetched
 * while the board is idle, so that opening a card later works offline too.
 */
export function TaskPanel({ taskNumber, title, onClose }: TaskPanelProps) {
  const TaskDetail = useTaskDetailCode();
  useTaskDetailPreload();
  return (
    <Sheet open={taskNumber !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {taskNumber !== undefined ? (
        <SheetContent
          title={title ? `#${taskNumber} ${title}` : `Task #${taskNumber}`}
          hideTitle
          flush
          hideClose
          size="lg"
          onEscapeKeyDown={(event) => {
            // Escape in a text field ends that field's edit only (the field handles it); the
            // panel closes on Escape from anywhere else.
            if (isTextEntry(event.target)) event.preventDefault();
          }}
        >
          <Suspense fallback={<TaskDetailSkeleton />}>
            <TaskDetail taskNumber={taskNumber} onClose={onClose} />
          </Suspense>
        </SheetContent>
      ) : null}
    </Sheet>
  );
}
