import { describe, expect, it } from 'vitest';
import { MEMBER_ROLES, type MemberRole } from '../enums.js';
import { ACTIONS, type Action, can, PERMISSIONS } from './permissions.js';

// The README's "Roles and permissions", written out cell by cell: viewer, member, admin, owner.
const TABLE: Record<Action, [boolean, boolean, boolean, boolean]> = {
  'workspace.view': [true, true, true, true],
  'content.contribute': [false, true, true, true],
  'content.manage-own': [false, true, true, true],
  'content.delete-any': [false, false, true, true],
  'boards.manage': [false, false, true, true],
  'members.manage': [false, false, true, true],
  'workspace.edit': [false, false, true, true],
  'workspace.own': [false, false, false, true],
};

const cells = ACTIONS.flatMap((action) =>
  MEMBER_ROLES.map((role, column) => ({ action, role, allowed: TABLE[action][column] })),
);

describe('can', () => {
  it('has one action per row of the spec table: 8 actions × 4 roles', () => {
    expect(ACTIONS).toHaveLength(8);
    expect(cells).toHaveLength(32);
  });

  it.each(cells)('$role / $action: $allowed', ({ role, action, allowed }) => {
    expect(can(role, action)).toBe(allowed);
  });

  it('refuses unknown roles and actions, including inherited property names', () => {
    expect(can('guest' as MemberRole, 'workspace.view')).toBe(false);
    expect(can('owner', 'workspace.destroy' as Action)).toBe(false);
    expect(can('toString' as MemberRole, 'workspace.view')).toBe(false);
    expect(can('owner', 'constructor' as Action)).toBe(false);
  });
});

describe('PERMISSIONS', () => {
  it('is the spec table as data', () => {
    for (const { action, role, allowed } of cells) {
      expect(PERMISSIONS[action][role]).toBe(allowed);
    }
    expect(Object.keys(PERMISSIONS)).toEqual([...ACTIONS]);
  });

  it('cannot be changed at runtime', () => {
    expect(Object.isFrozen(PERMISSIONS)).toBe(true);
    expect(Object.isFrozen(PERMISSIONS['workspace.own'])).toBe(true);
  });

  it('never lets a higher role do less than a lower one', () => {
    for (const action of ACTIONS) {
      const row = MEMBER_ROLES.map((role) => PERMISSIONS[action][role]);
      expect(row).toEqual([...row].sort((a, b) => Number(a) - Number(b)));
    }
  });
});
