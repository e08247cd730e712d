import { type ImportPlan, type ImportPreview, previewImport } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { listMembers } from '../members/list-members.js';

/**
 * What importing `plan` into the workspace will create, with each of its people's proposed
 * member: by email, else by display name or username (members and their emails are what the
 * caller, a member, can read).
 */
export async function previewPlan(
  context: ClientContext,
  workspaceId: string,
  plan: ImportPlan,
): Promise<ImportPreview> {
  const members = await listMembers(context, workspaceId);
  return previewImport(
    plan,
    members.map((member) => ({
      user_id: member.user_id,
      display_name: member.profile.display_name,
      email: member.email,
    })),
  );
}
