import { type ImportPlan, type ImportPreview, previewImport } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { validateId } from '../internal/validate-id.js';

/**
 * What importing `plan` into the workspace will create, with its people split by whether a
 * member has their email (RPC `member_emails`, members only).
 */
export async function previewPlan(
  context: ClientContext,
  workspaceId: string,
  plan: ImportPlan,
): Promise<ImportPreview> {
  const id = validateId(workspaceId, 'workspaceId');
  const rows = await unwrap(context.supabase.rpc('member_emails', { workspace_id: id }));
  return previewImport(
    plan,
    (rows ?? []).map((row) => row.email),
  );
}
