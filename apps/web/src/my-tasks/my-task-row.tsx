import type { AssignedTask } from '@tandem/api-client';
import { AssignedTaskRow } from '@tandem/ui/board';
import { Link } from '@tanstack/react-router';

/** Props of {@link MyTaskRow}. */
export interface MyTaskRowProps {
  task: AssignedTask;
  now: Date;
  /** Name the workspace beside the board (when the list spans several). */
  showWorkspace: boolean;
}

/** One task of "My tasks": a link that opens the task on its board. */
export function MyTaskRow({ task, now, showWorkspace }: MyTaskRowProps) {
  return (
    <AssignedTaskRow
      task={task}
      now={now}
      column={task.state}
      place={showWorkspace ? `${task.workspace.name} / ${task.board.name}` : task.board.name}
      title={
        <Link
          to="/w/$slug/b/$boardId"
          params={{ slug: task.workspace.slug, boardId: task.board.id }}
          search={{ task: task.number }}
        >
          {task.title}
        </Link>
      }
    />
  );
}
