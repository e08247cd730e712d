import {
  type CreateWorkspaceInput,
  createWorkspaceInputSchema,
  type Workspace,
  workspaceSchema,
} from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { duplicateOnField } from '../internal/duplicate-field.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';

/**
 * Creates a workspace with the caller as its owner (RPC `create_workspace`: the workspace and
 * the owner's membership in one transaction).
 *
 * @throws TandemError `data/duplicate` with `fieldErrors.slug` when the slug is taken;
 * `data/invalid` with field errors for a bad name or slug, before any request.
 */
export async function createWorkspace(
  context: ClientContext,
  input: CreateWorkspaceInput,
): Promise<Workspace> {
  const { name, slug } = validateInput(createWorkspaceInputSchema, input);
  const row = await duplicateOnField('slug', () =>
    unwrapOne(context.supabase.rpc('create_workspace', { name, slug })),
  );
  return parseRow(workspaceSchema, row);
}
