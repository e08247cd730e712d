import type { Factor } from '@supabase/supabase-js';
import * as z from 'zod/mini';
import type { ClientContext } from '../internal/context.js';
import { validateInput } from '../internal/validate.js';
import { getAssuranceLevel } from './assurance-level.js';
import { unwrapMfa } from './mfa-error.js';
import type { AssuranceLevel, MfaFactor, TotpEnrollment } from './types.js';

const codeSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows.')),
});

/** The name an enrollment gets when none is given. */
const DEFAULT_FACTOR_NAME = 'Authenticator app';

function toFactor(factor: Factor): MfaFactor {
  return {
    id: factor.id,
    type: factor.factor_type as MfaFactor['type'],
    friendlyName: factor.friendly_name || null,
    status: factor.status === 'verified' ? 'verified' : 'unverified',
    createdAt: new Date(factor.created_at),
  };
}

/**
 * Every second factor of the signed-in user, verified or not, oldest first (asks the auth
 * server, so a factor removed elsewhere is gone here too).
 *
 * @throws `auth/session-expired` without a session; `network/offline`.
 */
export async function listFactors(context: ClientContext): Promise<MfaFactor[]> {
  const data = await unwrapMfa(context.supabase.auth.mfa.listFactors());
  return data.all.map(toFactor);
}

/**
 * Starts adding an authenticator app: the answer holds a QR code and the secret to show. The
 * factor counts once {@link challengeAndVerify} confirms a code from the app. An unfinished
 * earlier enrollment is discarded first.
 *
 * @param input.friendlyName - how the factor is listed. Default `Authenticator app`.
 * @param input.issuer - the name the app shows for the account. Default: the site's host.
 * @throws `data/forbidden` with {@link AuthApi.mfaFailureOf} `needs-code` when a verified
 * factor exists and this session has not entered a code; `data/invalid` with `too-many` or
 * `disabled`; `auth/session-expired` without a session.
 */
export async function enrollTotp(
  context: ClientContext,
  input: { friendlyName?: string; issuer?: string } = {},
): Promise<TotpEnrollment> {
  const { auth } = context.supabase;
  for (const factor of await listFactors(context)) {
    if (factor.status === 'unverified' && factor.type === 'totp') {
      await unwrapMfa(auth.mfa.unenroll({ factorId: factor.id }));
    }
  }
  const data = await unwrapMfa(
    auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: input.friendlyName?.trim() || DEFAULT_FACTOR_NAME,
      issuer: input.issuer,
    }),
  );
  return {
    factorId: data.id,
    qrCode: data.totp.qr_code,
    secret: data.totp.secret,
    uri: data.totp.uri,
  };
}

/**
 * Checks a 6-digit code from the authenticator app. It confirms a new factor, and lifts the
 * session to `aal2` (the second step of signing in).
 *
 * @returns the assurance level after the code.
 * @throws `data/invalid` with a message on the `code` field (failure `wrong-code`) for a code
 * that is not 6 digits, before any request, or that does not match; `code-expired` when the
 * challenge timed out; `data/not-found` for an unknown factor; `auth/rate-limited`.
 */
export async function challengeAndVerify(
  context: ClientContext,
  input: { factorId: string; code: string },
): Promise<AssuranceLevel> {
  const { code } = validateInput(codeSchema, { code: input.code });
  await unwrapMfa(context.supabase.auth.mfa.challengeAndVerify({ factorId: input.factorId, code }));
  return getAssuranceLevel(context);
}

/**
 * Removes a second factor. A verified one can only be removed from a session that entered a
 * code (`aal2`).
 *
 * @throws `data/invalid` with failure `needs-code` from an `aal1` session; `data/not-found`
 * for an unknown factor; `auth/session-expired` without a session.
 */
export async function unenrollFactor(context: ClientContext, factorId: string): Promise<void> {
  await unwrapMfa(context.supabase.auth.mfa.unenroll({ factorId }));
}
