import type { Context } from 'hono';
import type { Tx } from '../../db/engine.js';
import { AuthError } from '../errors.js';
import { type FactorCaller, factorCaller } from '../handlers/factors.js';
import { hasVerifiedFactor, sessionAal } from '../mfa/factors.js';
import type { AuthService } from '../service.js';

/** Refuses every `/passkeys` request while `[auth.passkey] enabled` is off, as GoTrue does. */
export function requirePasskeys(service: AuthService): void {
  if (!service.settings.passkey.enabled) {
    throw new AuthError(404, 'passkey_disabled', 'Passkeys are disabled');
  }
}

/**
 * Who may add, rename or remove passkeys: a signed-in, non-anonymous user with a session,
 * at aal2 once they have a verified second factor (a passkey is a way in, so adding one
 * must not bypass MFA).
 */
export async function passkeyManager(
  service: AuthService,
  c: Context,
  tx: Tx,
  action: string,
): Promise<FactorCaller> {
  requirePasskeys(service);
  const caller = await factorCaller(service, c, tx, action);
  if (
    (await hasVerifiedFactor(tx, caller.user.id)) &&
    (await sessionAal(tx, caller.sessionId)) !== 'aal2'
  ) {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to manage passkeys');
  }
  return caller;
}
