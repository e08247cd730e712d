import type { MemberRole } from '../enums.js';

/**
 * Everything a role may or may not do in a workspace, one per row of the README's "Roles and permissions":
 * - `workspace.view`: see the workspace, its boards, tasks, comments, attachments, activity;
 * - `content.contribute`: create, edit and move tasks, comment, upload attachments;
 * - `content.manage-own`: edit or delete one's own comment, delete one's own attachment;
 * - `content.delete-any`: delete any task, comment or attachment;
 * - `boards.manage`: create, rename and archive boards;
 * - `members.manage`: invite, revoke invitations, change roles below admin, remove members;
 * - `workspace.edit`: rename the workspace, change its slug;
 * - `workspace.own`: delete the workspace, transfer ownership.
 */
export const ACTIONS = [
  'workspace.view',
  'content.contribute',
  'content.manage-own',
  'content.delete-any',
  'boards.manage',
  'members.manage',
  'workspace.edit',
  'workspace.own',
] as const;

/** Something a role may or may not do: one of {@link ACTIONS}. */
export type Action = (typeof ACTIONS)[number];

/**
 * The permission table of the README's "Roles and permissions" as data: `PERMISSIONS[action][role]` says whether
 * `role` may perform `action`. Row-level security enforces the same table; the UI hides what
 * a role cannot do.
 */
export const PERMISSIONS: Readonly<Record<Action, Readonly<Record<MemberRole, boolean>>>> =
  Object.freeze({
    'workspace.view': Object.freeze({ viewer: true, member: true, admin: true, owner: true }),
    'content.contribute': Object.freeze({ viewer: false, member: true, admin: true, owner: true }),
    'content.manage-own': Object.freeze({ viewer: false, member: true, admin: true, owner: true }),
    'content.delete-any': Object.freeze({ viewer: false, member: false, admin: true, owner: true }),
    'boards.manage': Object.freeze({ viewer: false, member: false, admin: true, owner: true }),
    'members.manage': Object.freeze({ viewer: false, member: false, admin: true, owner: true }),
    'workspace.edit': Object.freeze({ viewer: false, member: false, admin: true, owner: true }),
    'workspace.own': Object.freeze({ viewer: false, member: false, admin: false, owner: true }),
  });

/**
 * Whether a member with `role` may perform `action`; see {@link PERMISSIONS}. Unknown roles
 * and actions are refused (`false`), so bad data never grants anything.
 *
 * @param role - the member's role in the workspace.
 * @param action - what they want to do.
 */
export function can(role: MemberRole, action: Action): boolean {
  if (!Object.hasOwn(PERMISSIONS, action)) return false;
  const row = PERMISSIONS[action];
  return Object.hasOwn(row, role) ? row[role] : false;
}
