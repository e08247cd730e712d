import type { Tx } from '../../db/engine.js';
import { isUuid } from '../../uuid.js';
import { AuthError } from '../errors.js';

/** A row of `auth.mfa_factors` as this surface reads it. */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'webauthn' | 'phone';
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

/** A row of `auth.mfa_challenges`. */
export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
}

/** Seconds a challenge stays valid, and an unverified factor without challenges lives. */
export const CHALLENGE_EXPIRY_SECONDS = 300;
export const FACTOR_EXPIRY_SECONDS = 300;

/** The amr method a verified factor adds to a session, by factor type. */
export const AMR_METHOD: Record<FactorRow['factor_type'], string> = {
  totp: 'totp',
  phone: 'mfa/phone',
  webauthn: 'mfa/webauthn',
};

/** amr methods that lift a session to aal2 (GoTrue's `IsAAL2Claim`). */
export const AAL2_METHODS = new Set(Object.values(AMR_METHOD));

function iso(value: Date | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The factor JSON GoTrue returns (in `user.factors`, admin listings and deletions). */
export function serializeFactor(factor: FactorRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: factor.id,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    status: factor.status,
    factor_type: factor.factor_type,
    phone: factor.phone ?? '',
    last_challenged_at: iso(factor.last_challenged_at),
  };
  // `friendly_name` is `omitempty` in GoTrue's model.
  if (factor.friendly_name) out.friendly_name = factor.friendly_name;
  return out;
}

/** A user's factors, oldest first. */
export async function listFactors(tx: Tx, userId: string): Promise<FactorRow[]> {
  const result = await tx.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at, id',
    [userId],
  );
  return result.rows;
}

/**
 * GoTrue's `loadFactor`: the factor `id` of `userId`, locked for the request's transaction.
 * A malformed id or someone else's factor is 404, as GoTrue answers.
 */
export async function findOwnedFactor(tx: Tx, userId: string, id: string): Promise<FactorRow> {
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const result = await tx.query<FactorRow>(
    'select * from auth.mfa_factors where id = $1 and user_id = $2 for update',
    [id, userId],
  );
  const factor = result.rows[0];
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/**
 * Removes a factor and takes back what it granted: sessions it lifted to aal2 lose its amr
 * claim and return to aal1 (GoTrue's `DowngradeSessionsToAAL1`).
 */
export async function deleteFactor(tx: Tx, factor: FactorRow): Promise<void> {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = $2
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factor.id, AMR_METHOD[factor.factor_type]],
  );
  await tx.query(
    "update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2",
    [factor.user_id, factor.id],
  );
  await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
}

/** The `aal` column of a session (`aal1` when unknown). */
export async function sessionAal(tx: Tx, sessionId: string | undefined): Promise<string> {
  if (!sessionId) return 'aal1';
  const result = await tx.query<{ aal: string | null }>(
    'select aal from auth.sessions where id = $1',
    [sessionId],
  );
  return result.rows[0]?.aal ?? 'aal1';
}

/** Whether the user has a verified factor (GoTrue's `HasMFAEnabled`). */
export async function hasVerifiedFactor(tx: Tx, userId: string): Promise<boolean> {
  const result = await tx.query(
    "select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1",
    [userId],
  );
  return result.rows.length > 0;
}
