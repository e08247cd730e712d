import type { TandemClient } from '@tandem/api-client';
import { tandemMutations } from '@tandem/api-client/react-query';
import type { Task } from '@tandem/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { notifyUndoRefused } from './notify-undo-refused';
import { runMutation } from './run-mutation';
import { announceOn, offerUndo } from './undo-stack';

/**
 * Announces a deleted task and offers to bring it back ("Undo" in a toast, Ctrl/Cmd+Z on its
 * board) with its comments and attachments. The server keeps it in the Trash for 30 days, so
 * Ctrl/Cmd+Z works as long as the board's undo history holds the delete.
 */
export function offerDeleteUndo(client: TandemClient, queryClient: QueryClient, task: Task): void {
  const name = `#${task.number} ${task.title}`;
  announceOn(task.board_id, `Deleted ${name}.`);
  offerUndo(`Deleted #${task.number}`, {
    boardId: task.board_id,
    run: async () => {
      try {
        await runMutation(
          queryClient,
          tandemMutations(client, queryClient).tasks.restore(),
          task.id,
        );
        announceOn(task.board_id, `Restored ${name} with its comments and attachments.`);
      } catch (error) {
        announceOn(task.board_id, notifyUndoRefused(error, `the deletion of #${task.number}`));
      }
    },
  });
}
