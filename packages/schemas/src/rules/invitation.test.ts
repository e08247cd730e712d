import { describe, expect, it } from 'vitest';
import { invitationRow } from '../test-rows.js';
import { invitationAcceptanceError, invitationExpiresAt, invitationState } from './invitation.js';

const expiresAt = new Date(invitationRow.expires_at);
const justBefore = new Date(expiresAt.getTime() - 1);
const accepted = { ...invitationRow, accepted_at: '2026-11-02T09:00:00+00:00' };
const revoked = { ...invitationRow, revoked_at: '2026-11-03T09:00:00+00:00' };

describe('invitationState', () => {
  it('is pending until the millisecond before expires_at', () => {
    expect(invitationState(invitationRow, new Date('2026-11-01T09:00:00Z'))).toBe('pending');
    expect(invitationState(invitationRow, justBefore)).toBe('pending');
  });

  it('is expired from expires_at on', () => {
    expect(invitationState(invitationRow, expiresAt)).toBe('expired');
    expect(invitationState(invitationRow, new Date('2027-01-01T00:00:00Z'))).toBe('expired');
  });

  it('is accepted or revoked once stamped, whatever the clock', () => {
    for (const now of [justBefore, expiresAt]) {
      expect(invitationState(accepted, now)).toBe('accepted');
      expect(invitationState(revoked, now)).toBe('revoked');
    }
  });

  it('keeps accepted when a revocation was stamped as well', () => {
    expect(invitationState({ ...accepted, revoked_at: revoked.revoked_at }, justBefore)).toBe(
      'accepted',
    );
  });

  it('reads the current time by default', () => {
    const future = { ...invitationRow, expires_at: '2999-01-01T00:00:00+00:00' };
    expect(invitationState(future)).toBe('pending');
    const past = { ...invitationRow, expires_at: '2000-01-08T09:00:00+00:00' };
    expect(invitationState(past)).toBe('expired');
  });

  it('throws a clear error for an invalid timestamp or clock', () => {
    expect(() => invitationState({ ...invitationRow, expires_at: 'soon' }, justBefore)).toThrow(
      'expires_at is not a valid date: "soon"',
    );
    expect(() => invitationState(invitationRow, new Date('nope'))).toThrow(TypeError);
  });
});

describe('invitationAcceptanceError', () => {
  it('lets the invited address accept a pending invitation, whatever its case', () => {
    expect(invitationAcceptanceError(invitationRow, 'bob@example.com', justBefore)).toBeNull();
    expect(invitationAcceptanceError(invitationRow, ' Bob@Example.COM ', justBefore)).toBeNull();
  });

  it('refuses another address', () => {
    expect(invitationAcceptanceError(invitationRow, 'eve@example.com', justBefore)).toBe(
      'invite/wrong-email',
    );
  });

  it('maps each non-pending state to its error', () => {
    expect(invitationAcceptanceError(invitationRow, 'bob@example.com', expiresAt)).toBe(
      'invite/expired',
    );
    expect(invitationAcceptanceError(accepted, 'bob@example.com', justBefore)).toBe('invite/used');
    expect(invitationAcceptanceError(revoked, 'bob@example.com', justBefore)).toBe(
      'invite/revoked',
    );
  });
});

describe('invitationExpiresAt', () => {
  it('is seven days after creation', () => {
    expect(invitationExpiresAt(invitationRow.created_at).toISOString()).toBe(
      expiresAt.toISOString(),
    );
    expect(invitationExpiresAt(new Date('2026-02-25T10:00:00Z')).toISOString()).toBe(
      '2026-03-04T10:00:00.000Z',
    );
  });

  it('throws a clear error for an invalid date', () => {
    expect(() => invitationExpiresAt('later')).toThrow('createdAt is not a valid date: "later"');
  });
});
