import { describe, expect, it } from 'vitest';
import { invitationRow } from '../test-rows.js';
import { issuesOf, parseOk } from '../test-utils.js';
import { invitationSchema } from './invitation.js';

describe('invitationSchema', () => {
  it('parses pending, accepted and revoked rows', () => {
    expect(parseOk(invitationSchema, invitationRow)).toEqual(invitationRow);
    const accepted = { ...invitationRow, accepted_at: '2026-11-02T09:00:00+00:00' };
    expect(parseOk(invitationSchema, accepted).accepted_at).toBe(accepted.accepted_at);
    const revoked = { ...invitationRow, revoked_at: '2026-11-02T09:00:00+00:00' };
    expect(parseOk(invitationSchema, revoked).revoked_at).toBe(revoked.revoked_at);
  });

  it('refuses the owner role, which is never granted by invitation', () => {
    expect(issuesOf(invitationSchema, { ...invitationRow, role: 'owner' })).toEqual([
      'role: Role must be one of viewer, member, admin',
    ]);
  });

  it('refuses a malformed email and an empty token', () => {
    expect(issuesOf(invitationSchema, { ...invitationRow, email: 'bob' })).toEqual([
      'email: Email must be a valid email address',
    ]);
    expect(issuesOf(invitationSchema, { ...invitationRow, token: '' })).toHaveLength(1);
  });
});
