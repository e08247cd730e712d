import type { ClientContext } from '../internal/context.js';
import { deleteOne } from '../internal/no-row-written.js';
import { validateId } from '../internal/validate-id.js';

/**
 * Deletes a task with its comments and attachments (admins and the owner).
 *
 * @throws TandemError `data/forbidden` for members and viewers, who see the task but may not
 * delete it; `data/not-found` when it does not exist or the caller is not a member.
 */
export async function deleteTask(context: ClientContext, taskId: string): Promise<void> {
  await deleteOne(context, 'tasks', validateId(taskId, 'taskId'));
}
