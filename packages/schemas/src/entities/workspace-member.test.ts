import { describe, expect, it } from 'vitest';
import { MEMBER_ROLES } from '../enums.js';
import { memberRow } from '../test-rows.js';
import { issuesOf, parseOk } from '../test-utils.js';
import { workspaceMemberSchema } from './workspace-member.js';

describe('workspaceMemberSchema', () => {
  it('parses a row with each role', () => {
    for (const role of MEMBER_ROLES) {
      expect(parseOk(workspaceMemberSchema, { ...memberRow, role }).role).toBe(role);
    }
  });

  it('refuses an unknown role', () => {
    expect(issuesOf(workspaceMemberSchema, { ...memberRow, role: 'guest' })).toEqual([
      'role: Role must be one of viewer, member, admin, owner',
    ]);
  });
});
