import type { ClientContext } from '../internal/context.js';
import { deleteOne } from '../internal/no-row-written.js';
import { validateId } from '../internal/validate-id.js';

/**
 * Deletes a workspace with everything in it (the owner only). Row-level security filters out
 * rows the caller may not delete rather than raising, so the refusal is told apart by
 * whether the caller can still see the workspace.
 *
 * @throws TandemError `data/forbidden` for admins, members and viewers (they can see it);
 * `data/not-found` for non-members and missing workspaces.
 */
export async function deleteWorkspace(context: ClientContext, workspaceId: string): Promise<void> {
  await deleteOne(context, 'workspaces', validateId(workspaceId, 'workspaceId'));
}
