import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Tx } from '../../db/engine.js';
import { audit } from '../audit.js';
import { AuthError, validationFailed } from '../errors.js';
import {
  deleteFactor,
  FACTOR_EXPIRY_SECONDS,
  type FactorRow,
  findOwnedFactor,
  listFactors,
  sessionAal,
} from '../mfa/factors.js';
import { generateTotpKey } from '../mfa/totp.js';
import { readJson, stringField } from '../request.js';
import { type AuthService, requireUser, type SignedInUser } from '../service.js';

/** A signed-in, non-anonymous caller with a session: who may manage factors. */
export interface FactorCaller extends SignedInUser {
  sessionId: string;
}

/**
 * GoTrue's `requireAuthentication` + `requireNotAnonymous` in front of `/factors`; the
 * factor endpoints also need the session the token names.
 */
export async function factorCaller(
  service: AuthService,
  c: Context,
  tx: Tx,
  action: string,
): Promise<FactorCaller> {
  const caller = await requireUser(service, c, tx);
  if (caller.claims.is_anonymous === true) {
    throw new AuthError(
      403,
      'no_authorization',
      'Anonymous user not allowed to perform these actions',
    );
  }
  if (!caller.sessionId) {
    throw new AuthError(
      403,
      'session_not_found',
      `A valid session and a registered user are required to ${action}`,
    );
  }
  return { ...caller, sessionId: caller.sessionId };
}

const TOO_MANY = 'Maximum number of verified factors reached, unenroll to continue';

/** GoTrue's `validateFactors`: expired drafts go, then name, count and aal rules apply. */
async function checkNewFactor(
  service: AuthService,
  tx: Tx,
  caller: FactorCaller,
  friendlyName: string,
): Promise<void> {
  const now = service.now();
  await tx.query(
    `delete from auth.mfa_factors f where f.user_id = $1 and f.status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and f.created_at + make_interval(secs => $3) < $2`,
    [caller.user.id, now, FACTOR_EXPIRY_SECONDS],
  );
  const factors = await listFactors(tx, caller.user.id);
  // GoTrue compares names as given, the empty name included.
  if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  }
  const verified = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= service.settings.mfa.maxEnrolledFactors) {
    throw new AuthError(422, 'too_many_enrolled_mfa_factors', TOO_MANY);
  }
  if (verified > 0 && (await sessionAal(tx, caller.sessionId)) !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
}

/** The issuer a TOTP key names: the request's, else the host of `site_url`, as GoTrue. */
function totpIssuer(service: AuthService, requested: string | undefined): string {
  if (requested) return requested;
  try {
    return new URL(service.settings.siteUrl).host;
  } catch {
    return '';
  }
}

/** Refuses the factor types this backend cannot enroll, with GoTrue's codes. */
function checkFactorType(service: AuthService, factorType: string): void {
  if (factorType === 'totp') {
    if (service.settings.mfa.totpEnroll) return;
    throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  }
  if (factorType === 'phone') {
    throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (factorType === 'webauthn') {
    if (service.settings.mfa.webauthnEnroll) return;
    throw new AuthError(
      422,
      'mfa_webauthn_enroll_not_enabled',
      'MFA enroll is disabled for WebAuthn',
    );
  }
  throw validationFailed('factor_type needs to be totp, phone, or webauthn');
}

/** A new unverified TOTP factor: its secret, `otpauth://` URI and a QR code of it. */
async function insertTotpFactor(
  tx: Tx,
  caller: FactorCaller,
  id: string,
  friendlyName: string,
  now: Date,
  issuer: string,
): Promise<Record<string, unknown>> {
  const key = generateTotpKey(issuer, caller.user.email ?? '');
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', $4, $4, $5)`,
    [id, caller.user.id, friendlyName, now, key.secret],
  );
  return {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: key.qrCode, secret: key.secret, uri: key.uri },
  };
}

/**
 * A new unverified WebAuthn factor: no credential yet, one is registered by a `create`
 * challenge and its verification.
 */
async function insertWebauthnFactor(
  tx: Tx,
  caller: FactorCaller,
  id: string,
  friendlyName: string,
  now: Date,
): Promise<Record<string, unknown>> {
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
     values ($1, $2, $3, 'webauthn', 'unverified', $4, $4)`,
    [id, caller.user.id, friendlyName, now],
  );
  return { id, type: 'webauthn', friendly_name: friendlyName };
}

/**
 * `POST /factors`: enrolls an unverified factor. A TOTP factor comes with its secret, its
 * `otpauth://` URI and a QR code; either counts once verified.
 */
export async function enrollFactor(c: Context, service: AuthService): Promise<Response> {
  const body = await readJson(c);
  const factorType = stringField(body, 'factor_type') ?? '';
  const friendlyName = stringField(body, 'friendly_name') ?? '';
  const issuer = stringField(body, 'issuer');
  const answer = await service.ctx.db.withAdmin(async (tx) => {
    const caller = await factorCaller(service, c, tx, 'enroll a factor');
    checkFactorType(service, factorType);
    await checkNewFactor(service, tx, caller, friendlyName);
    const id = randomUUID();
    const now = service.now();
    const answer =
      factorType === 'webauthn'
        ? await insertWebauthnFactor(tx, caller, id, friendlyName, now)
        : await insertTotpFactor(tx, caller, id, friendlyName, now, totpIssuer(service, issuer));
    await audit(tx, now, 'factor_in_progress', caller.user, { factor_id: id });
    return answer;
  });
  return c.json(answer);
}

/**
 * `DELETE /factors/{id}`: removes one of the caller's factors; a verified one only from an
 * aal2 session. Sessions the factor lifted drop back to aal1.
 */
export async function unenrollFactor(c: Context, service: AuthService): Promise<Response> {
  const answer = await service.ctx.db.withAdmin(async (tx) => {
    const caller = await factorCaller(service, c, tx, 'unenroll a factor');
    const factor: FactorRow = await findOwnedFactor(tx, caller.user.id, c.req.param('id') ?? '');
    if (factor.status === 'verified' && (await sessionAal(tx, caller.sessionId)) !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await deleteFactor(tx, factor);
    await audit(tx, service.now(), 'factor_unenrolled', caller.user, {
      factor_id: factor.id,
      factor_status: factor.status,
      session_id: caller.sessionId,
    });
    return { id: factor.id };
  });
  return c.json(answer);
}
