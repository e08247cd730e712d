import { can, canChangeRole, INVITATION_ROLES, type MemberRole } from '@tandem/schemas';

/**
 * The roles `actor` may give a member who is `target` now (their current role included, so the
 * select can show it): none when the role cannot be changed at all.
 */
export function assignableRoles(actor: MemberRole, target: MemberRole): MemberRole[] {
  const others = INVITATION_ROLES.filter((role) => canChangeRole(actor, target, role));
  return others.length > 0 ? [...others, target] : [];
}

const RANK: Readonly<Record<MemberRole, number>> = { viewer: 0, member: 1, admin: 2, owner: 3 };

/**
 * Whether `actor` may remove a member who is `target` (the `remove_member` RPC's rule): admins
 * and the owner remove people below their own role; the owner is never removed.
 */
export function canRemoveMember(actor: MemberRole, target: MemberRole): boolean {
  return can(actor, 'members.manage') && target !== 'owner' && RANK[target] < RANK[actor];
}
