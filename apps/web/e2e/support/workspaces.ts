import { randomUUID } from 'node:crypto';
import { sessionOf } from './backend-api';
import type { TestUser } from './users';

/** A workspace made for one test. */
export interface TestWorkspace {
  id: string;
  name: string;
  slug: string;
}

/** A member role a test can give. */
export type TestRole = 'admin' | 'member' | 'viewer';

/** A slug no other test uses. */
export function uniqueSlug(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}`;
}

/** Creates a workspace owned by `owner` through the backend (quicker than the UI). */
export async function createWorkspace(owner: TestUser, name: string): Promise<TestWorkspace> {
  const session = await sessionOf(owner);
  return session.rpc<TestWorkspace>('create_workspace', { name, slug: uniqueSlug('ws') });
}

/** An invitation made for one test: its id (to revoke it) and its token (for its link). */
export interface TestInvitation {
  id: string;
  token: string;
}

/** Invites `email` to the workspace as `owner` would. */
export async function inviteTo(
  owner: TestUser,
  workspace: TestWorkspace,
  email: string,
  role: TestRole,
): Promise<TestInvitation> {
  const session = await sessionOf(owner);
  return session.rpc<TestInvitation>('invite_member', {
    workspace_id: workspace.id,
    email,
    role,
  });
}

/** Revokes an invitation as `owner` would. */
export async function revokeInvitation(owner: TestUser, invitation: TestInvitation) {
  await (await sessionOf(owner)).rpc('revoke_invitation', { invitation_id: invitation.id });
}

/** Makes `member` a member of the workspace with `role`: invited by `owner`, accepted. */
export async function addMember(
  owner: TestUser,
  workspace: TestWorkspace,
  member: TestUser,
  role: TestRole,
): Promise<void> {
  const { token } = await inviteTo(owner, workspace, member.email, role);
  await (await sessionOf(member)).rpc('accept_invitation', { token });
}
