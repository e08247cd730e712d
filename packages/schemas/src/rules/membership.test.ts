import { describe, expect, it } from 'vitest';
import { MEMBER_ROLES, type MemberRole } from '../enums.js';
import { canChangeRole, canLeave, canTransferOwnership } from './membership.js';

describe('canChangeRole', () => {
  it('lets the owner set anyone but the owner to viewer, member or admin', () => {
    for (const current of ['viewer', 'member', 'admin'] as const) {
      for (const next of ['viewer', 'member', 'admin'] as const) {
        expect(canChangeRole('owner', current, next)).toBe(current !== next);
      }
    }
  });

  it('lets an admin move people only between the roles below admin', () => {
    expect(canChangeRole('admin', 'viewer', 'member')).toBe(true);
    expect(canChangeRole('admin', 'member', 'viewer')).toBe(true);
    expect(canChangeRole('admin', 'member', 'admin')).toBe(false);
    expect(canChangeRole('admin', 'admin', 'member')).toBe(false);
  });

  it('never changes the owner role that way, nor lets members or viewers change roles', () => {
    for (const actor of MEMBER_ROLES) {
      for (const other of MEMBER_ROLES) {
        expect(canChangeRole(actor, 'owner', other)).toBe(false);
        expect(canChangeRole(actor, other, 'owner')).toBe(false);
      }
    }
    expect(canChangeRole('member', 'viewer', 'member')).toBe(false);
    expect(canChangeRole('viewer', 'viewer', 'member')).toBe(false);
  });

  it('refuses unknown roles', () => {
    expect(canChangeRole('root' as MemberRole, 'viewer', 'member')).toBe(false);
    expect(canChangeRole('owner', 'viewer', 'guest' as MemberRole)).toBe(false);
  });
});

describe('canTransferOwnership', () => {
  it('allows only owner → admin', () => {
    for (const actor of MEMBER_ROLES) {
      for (const target of MEMBER_ROLES) {
        expect(canTransferOwnership(actor, target)).toBe(actor === 'owner' && target === 'admin');
      }
    }
  });
});

describe('canLeave', () => {
  it('lets everyone but the (only) owner leave', () => {
    expect(MEMBER_ROLES.map(canLeave)).toEqual([true, true, true, false]);
    expect(canLeave('ghost' as MemberRole)).toBe(false);
  });
});
