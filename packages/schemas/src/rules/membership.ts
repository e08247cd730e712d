import type { MemberRole } from '../enums.js';

const RANK: Readonly<Record<MemberRole, number>> = { viewer: 0, member: 1, admin: 2, owner: 3 };

function isRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && Object.hasOwn(RANK, value);
}

/**
 * Whether a member with role `actor` may change another member's role from `current` to
 * `next` (README, "Invitations and membership"). The owner may set anyone but the owner to viewer, member or
 * admin; an admin may only move people between the roles below admin (viewer, member).
 * Ownership never changes this way: see {@link canTransferOwnership}. Unknown roles are
 * refused.
 *
 * @param actor - the role of the member making the change.
 * @param current - the target member's current role.
 * @param next - the role they would get.
 */
export function canChangeRole(actor: MemberRole, current: MemberRole, next: MemberRole): boolean {
  if (!isRole(actor) || !isRole(current) || !isRole(next)) return false;
  if (current === 'owner' || next === 'owner' || current === next) return false;
  if (actor === 'owner') return true;
  if (actor === 'admin') return RANK[current] < RANK.admin && RANK[next] < RANK.admin;
  return false;
}

/**
 * Whether a member with role `actor` may transfer ownership to a member with role `target`:
 * only the owner, and only to an admin.
 *
 * @param actor - the role of the member transferring.
 * @param target - the role of the member receiving ownership.
 */
export function canTransferOwnership(actor: MemberRole, target: MemberRole): boolean {
  return actor === 'owner' && target === 'admin';
}

/**
 * Whether a member with `role` may leave the workspace. A workspace has exactly one owner and
 * the last owner cannot leave, so the owner must transfer ownership first.
 *
 * @param role - the leaving member's role.
 */
export function canLeave(role: MemberRole): boolean {
  return isRole(role) && role !== 'owner';
}
