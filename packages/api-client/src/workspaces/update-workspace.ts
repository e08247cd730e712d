import { updateWorkspaceInputSchema, type Workspace, workspaceSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { updateOne } from '../internal/no-row-written.js';
import { parseRow, validateAsColumns } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/** An edit of a workspace: absent fields are kept. */
export interface WorkspaceUpdate {
  workspaceId: string;
  changes: { name?: string; slug?: string };
}

/**
 * Renames a workspace or changes its slug (admins and the owner). Absent fields are kept; an
 * empty input changes nothing and returns the workspace as it is.
 *
 * @throws TandemError `data/duplicate` with `fieldErrors.slug` when the slug is taken;
 * `data/forbidden` for members and viewers; `data/not-found` for non-members and missing
 * workspaces; `data/invalid` with field errors before any request.
 */
export async function updateWorkspace(
  context: ClientContext,
  input: WorkspaceUpdate,
): Promise<Workspace> {
  const id = validateId(input?.workspaceId, 'workspaceId');
  const patch = validateAsColumns(updateWorkspaceInputSchema, input.changes);
  const row = await updateOne(context, 'workspaces', id, patch, columnsOf(workspaceSchema));
  return parseRow(workspaceSchema, row);
}
