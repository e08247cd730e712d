import type { Invitation } from '../entities/invitation.js';
import type { InvitationState } from '../enums.js';
import type { ErrorCode } from '../errors.js';
import { INVITATION_TTL_DAYS } from '../limits.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns of an invitation row its state is derived from. */
export type InvitationStateFields = Pick<Invitation, 'expires_at' | 'accepted_at' | 'revoked_at'>;

function toTime(value: string | Date, name: string): number {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) {
    throw new TypeError(`${name} is not a valid date: ${JSON.stringify(String(value))}`);
  }
  return time;
}

/**
 * The state of an invitation at `now` (README, "Invitations and membership"): `accepted` once `accepted_at` is set,
 * else `revoked` once `revoked_at` is set, else `expired` from `expires_at` on (inclusive),
 * else `pending`. Acceptance wins over a later revocation because it already made a member.
 *
 * @param row - the invitation's `expires_at`, `accepted_at` and `revoked_at`.
 * @param now - the clock. Default: the current time.
 * @throws TypeError when `expires_at` or `now` is not a valid date.
 */
export function invitationState(
  row: InvitationStateFields,
  now: Date = new Date(),
): InvitationState {
  const expiresAt = toTime(row.expires_at, 'expires_at');
  const current = toTime(now, 'now');
  if (row.accepted_at !== null) return 'accepted';
  if (row.revoked_at !== null) return 'revoked';
  return current >= expiresAt ? 'expired' : 'pending';
}

/** The error codes an invitation can refuse acceptance with. */
export type InvitationErrorCode = Extract<ErrorCode, `invite/${string}`>;

/**
 * Why `email` may not accept the invitation at `now`, or `null` if it may: only a pending
 * invitation can be accepted, and only by the invited address (compared trimmed and
 * lower-cased).
 *
 * @param row - the invitation's `email`, `expires_at`, `accepted_at` and `revoked_at`.
 * @param email - the signed-in user's verified email address.
 * @param now - the clock. Default: the current time.
 * @throws TypeError when `expires_at` or `now` is not a valid date.
 */
export function invitationAcceptanceError(
  row: InvitationStateFields & Pick<Invitation, 'email'>,
  email: string,
  now: Date = new Date(),
): InvitationErrorCode | null {
  switch (invitationState(row, now)) {
    case 'accepted':
      return 'invite/used';
    case 'revoked':
      return 'invite/revoked';
    case 'expired':
      return 'invite/expired';
    case 'pending':
      return row.email.trim().toLowerCase() === email.trim().toLowerCase()
        ? null
        : 'invite/wrong-email';
  }
}

/**
 * When an invitation created at `createdAt` expires: {@link INVITATION_TTL_DAYS} days later.
 *
 * @param createdAt - the invitation's creation time.
 * @throws TypeError when `createdAt` is not a valid date.
 */
export function invitationExpiresAt(createdAt: string | Date): Date {
  return new Date(toTime(createdAt, 'createdAt') + INVITATION_TTL_DAYS * DAY_MS);
}
