import {
  type Profile,
  profileSchema,
  type WorkspaceMember,
  workspaceMemberSchema,
} from '@tandem/schemas';
import * as z from 'zod/mini';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRows } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/** A member of a workspace with their profile (name, avatar) and email. */
export interface MemberWithProfile extends WorkspaceMember {
  /** Their display name and avatar. */
  profile: Profile;
  /** Their sign-in email, which only members of the workspace see; `null` if unknown. */
  email: string | null;
}

const memberWithProfileSchema = z.extend(workspaceMemberSchema, { profile: profileSchema });

const SELECT = `${columnsOf(workspaceMemberSchema)},profile:profiles(${columnsOf(profileSchema)})`;

/** The owner first, then everyone else by display name (case- and accent-insensitive). */
export function compareMembers(a: MemberWithProfile, b: MemberWithProfile): number {
  if ((a.role === 'owner') !== (b.role === 'owner')) return a.role === 'owner' ? -1 : 1;
  const byName = a.profile.display_name.localeCompare(b.profile.display_name, undefined, {
    sensitivity: 'base',
  });
  return byName !== 0 ? byName : a.user_id.localeCompare(b.user_id);
}

/**
 * The members of a workspace with their profiles and emails (RPC `member_emails`, asked at the
 * same time): the owner first, then by display name. A workspace the caller does not belong to
 * has no visible members, so the list is empty rather than an error.
 */
export async function listMembers(
  context: ClientContext,
  workspaceId: string,
): Promise<MemberWithProfile[]> {
  const id = validateId(workspaceId, 'workspaceId');
  const [rows, emails] = await Promise.all([
    unwrap(context.supabase.from('workspace_members').select(SELECT).eq('workspace_id', id)),
    unwrap(context.supabase.rpc('member_emails', { workspace_id: id })),
  ]);
  const emailOf = new Map((emails ?? []).map((row) => [row.user_id, row.email]));
  return parseRows(memberWithProfileSchema, rows ?? [], context.reportInvalidRow)
    .map((member) => ({ ...member, email: emailOf.get(member.user_id) ?? null }))
    .sort(compareMembers);
}
