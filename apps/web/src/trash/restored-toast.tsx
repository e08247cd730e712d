import type { Task } from '@tandem/schemas';
import { toast } from '@tandem/ui/feedback';
import { Link } from '@tanstack/react-router';

/** Where a restored task went: its workspace and the name of its board. */
export interface RestoredPlace {
  slug: string;
  boardName: string;
}

/**
 * Says a task is back, with a link that opens it on its board: the Trash page does not show
 * the board, and the task may be far down a long column.
 */
export function toastRestored(task: Task, { slug, boardName }: RestoredPlace): void {
  toast.success(`Restored #${task.number} ${task.title}`, {
    description: (
      <Link
        to="/w/$slug/b/$boardId"
        params={{ slug, boardId: task.board_id }}
        search={{ task: task.number }}
        className="font-medium text-accent-text underline underline-offset-2"
      >
        Open #{task.number} on {boardName}
      </Link>
    ),
  });
}
