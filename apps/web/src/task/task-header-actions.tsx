import type { WorkspaceWithRole } from '@tandem/api-client';
import type { Task } from '@tandem/schemas';
import { Button, IconButton } from '@tandem/ui/actions';
import { Link } from '@tanstack/react-router';
import { Columns3, Maximize2, X } from 'lucide-react';
import { DeleteTaskButton } from './delete-task-button';

/** Props of {@link TaskHeaderActions}. */
export interface TaskHeaderActionsProps {
  task: Task;
  workspace: WorkspaceWithRole;
  /** Whether the caller may delete the task. */
  canDelete: boolean;
  /** In the board's panel: close it. Absent on the task's own page. */
  onClose: (() => void) | undefined;
  onDeleted: (() => void) | undefined;
}

/**
 * The task header's buttons: delete; in the board's panel "Open as a page" and "Close", on the
 * task's own page "Show on the board".
 */
export function TaskHeaderActions({
  task,
  workspace,
  canDelete,
  onClose,
  onDeleted,
}: TaskHeaderActionsProps) {
  return (
    <>
      {canDelete ? <DeleteTaskButton task={task} onDeleted={() => onDeleted?.()} /> : null}
      {onClose ? null : (
        <Button asChild variant="ghost" size="sm">
          <Link
            to="/w/$slug/b/$boardId"
            params={{ slug: workspace.slug, boardId: task.board_id }}
            search={{ task: task.number }}
          >
            <Columns3 aria-hidden="true" /> Show on the board
          </Link>
        </Button>
      )}
      {onClose ? (
        <>
          <Button asChild variant="ghost" size="sm">
            <Link
              to="/w/$slug/t/$number"
              params={{ slug: workspace.slug, number: String(task.number) }}
              aria-label="Open as a page"
            >
              <Maximize2 aria-hidden="true" />
            </Link>
          </Button>
          <IconButton label="Close" icon={<X />} size="sm" onClick={onClose} />
        </>
      ) : null}
    </>
  );
}
