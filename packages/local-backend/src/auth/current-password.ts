import type { Tx } from '../db/engine.js';
import { AuthError } from './errors.js';
import { checkPassword } from './passwords.js';
import type { SignedInUser } from './service.js';

/**
 * The environment variable self-hosted GoTrue reads for "Require current password when
 * updating" (a dashboard setting on hosted projects, with no `config.toml` key in the CLI).
 */
export const REQUIRE_CURRENT_PASSWORD_ENV =
  'GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD';

/** Whether `value` (an environment variable) turns the setting on, as GoTrue's parser reads it. */
export function envFlag(value: string | undefined): boolean {
  return ['1', 't', 'true'].includes((value ?? '').trim().toLowerCase());
}

/** Sign-in methods GoTrue counts as a recovery (`Session.IsRecovery`): exempt from the check. */
const RECOVERY_METHODS = new Set(['otp', 'magiclink', 'recovery']);

async function isRecoverySession(tx: Tx, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return false;
  const claims = await tx.query<{ method: string }>(
    'select authentication_method as method from auth.mfa_amr_claims where session_id = $1',
    [sessionId],
  );
  return claims.rows.some((row) => RECOVERY_METHODS.has(row.method));
}

/**
 * With the setting on, a user who has a password sets a new one only by giving the current one
 * as `current_password`, unless the session came from an emailed link or code (a password
 * reset): GoTrue's 400 `current_password_required` and 400 `current_password_invalid`.
 */
export async function checkCurrentPassword(
  tx: Tx,
  caller: SignedInUser,
  currentPassword: string | undefined,
): Promise<void> {
  const hash = caller.user.encrypted_password;
  if (!hash || (await isRecoverySession(tx, caller.sessionId))) return;
  const message = 'Current password required when setting new password.';
  if (!currentPassword) throw new AuthError(400, 'current_password_required', message);
  if (!(await checkPassword(currentPassword, hash))) {
    throw new AuthError(400, 'current_password_invalid', message);
  }
}
