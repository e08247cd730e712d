import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { Tx } from '../../db/engine.js';
import { clientIp } from '../../http/client-ip.js';
import { isUuid } from '../../uuid.js';
import { audit } from '../audit.js';
import { AuthError, validationFailed } from '../errors.js';
import {
  AMR_METHOD,
  CHALLENGE_EXPIRY_SECONDS,
  type ChallengeRow,
  type FactorRow,
  findOwnedFactor,
} from '../mfa/factors.js';
import { upgradeSession } from '../mfa/session-upgrade.js';
import { checkTotpCode } from '../mfa/totp.js';
import {
  verifyWebauthnResponse,
  type WebauthnFactorRow,
  type WebauthnSession,
  webauthnChallengeOptions,
  webauthnParams,
} from '../mfa/webauthn.js';
import { relyingParty } from '../passkeys/relying-party.js';
import { readJson, stringField } from '../request.js';
import type { AuthService } from '../service.js';
import { findUserById, type UserRow } from '../users.js';
import { type FactorCaller, factorCaller } from './factors.js';

/** The caller's address as `inet` accepts it; challenges are bound to it, as in GoTrue. */
function callerAddress(c: Context): string {
  const ip = clientIp(c);
  return isIP(ip) ? ip : '0.0.0.0';
}

/** Refuses factors this backend cannot challenge or verify, with GoTrue's codes. */
function checkVerifiable(service: AuthService, factor: FactorRow): void {
  if (factor.factor_type === 'totp') {
    if (service.settings.mfa.totpVerify) return;
    throw new AuthError(
      422,
      'mfa_totp_verify_not_enabled',
      'MFA verification is disabled for TOTP',
    );
  }
  if (factor.factor_type === 'webauthn' && service.settings.mfa.webauthnVerify) return;
  const name = factor.factor_type === 'phone' ? 'Phone' : 'WebAuthn';
  throw new AuthError(
    422,
    `mfa_${factor.factor_type}_verify_not_enabled`,
    `MFA verification is disabled for ${name}`,
  );
}

/**
 * `POST /factors/{id}/challenge`: a challenge valid 300 s, to verify a TOTP code against or,
 * for a WebAuthn factor, with the options of the ceremony to run (registering its key while it
 * has none, else an assertion by that key).
 */
export async function challengeFactor(c: Context, service: AuthService): Promise<Response> {
  await readJson(c);
  const answer = await service.ctx.db.withAdmin(async (tx) => {
    const caller = await factorCaller(service, c, tx, 'challenge a factor');
    const factor = await findOwnedFactor(tx, caller.user.id, c.req.param('id') ?? '');
    checkVerifiable(service, factor);
    const webauthn =
      factor.factor_type === 'webauthn'
        ? await webauthnChallengeOptions(
            tx,
            factor as WebauthnFactorRow,
            caller.user,
            relyingParty(service.settings, c),
          )
        : undefined;
    const now = service.now();
    const id = randomUUID();
    await tx.query(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, web_authn_session_data)
       values ($1, $2, $3, $4::inet, $5)`,
      [id, factor.id, now, callerAddress(c), webauthn ? JSON.stringify(webauthn.session) : null],
    );
    await tx.query('update auth.mfa_factors set last_challenged_at = $2 where id = $1', [
      factor.id,
      now,
    ]);
    await audit(tx, now, 'challenge_created', caller.user, {
      factor_id: factor.id,
      factor_status: factor.status,
    });
    return {
      id,
      type: factor.factor_type,
      expires_at: Math.floor(now.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
      ...(webauthn ? { webauthn: webauthn.answer } : {}),
    };
  });
  return c.json(answer);
}

/**
 * GoTrue's `validateChallenge`: the challenge must be the factor's, unused and issued to the
 * same address; an expired one is deleted (the error is returned, not thrown, so the deletion
 * commits).
 */
async function openChallenge(
  tx: Tx,
  c: Context,
  factor: FactorRow,
  challengeId: string | undefined,
  now: Date,
): Promise<{ challenge?: ChallengeRow; error?: AuthError }> {
  const found = isUuid(challengeId ?? '')
    ? await tx.query<ChallengeRow & { same_address: boolean }>(
        `select *, ip_address = $3::inet as same_address from auth.mfa_challenges
         where id = $1 and factor_id = $2 for update`,
        [challengeId, factor.id, callerAddress(c)],
      )
    : { rows: [] };
  const challenge = found.rows[0];
  if (!challenge) {
    const message = 'MFA factor with the provided challenge ID not found';
    return { error: new AuthError(422, 'mfa_factor_not_found', message) };
  }
  if (challenge.verified_at || !challenge.same_address) {
    const message = 'Challenge and verify IP addresses mismatch.';
    return { error: new AuthError(422, 'mfa_ip_address_mismatch', message) };
  }
  const expiresAt = new Date(challenge.created_at).getTime() + CHALLENGE_EXPIRY_SECONDS * 1000;
  if (now.getTime() > expiresAt) {
    await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    const message = `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`;
    return { error: new AuthError(422, 'mfa_challenge_expired', message) };
  }
  return { challenge };
}

/**
 * A verified code's effects, in one transaction: the challenge is used, the factor verified,
 * the session lifted to aal2 with a fresh refresh token; the user's other aal1 sessions end
 * and their unverified factors of this type go, as in GoTrue.
 */
async function completeVerification(
  service: AuthService,
  tx: Tx,
  caller: FactorCaller,
  factor: FactorRow,
  challenge: ChallengeRow,
): Promise<Record<string, unknown>> {
  const now = service.now();
  await audit(tx, now, 'verification_attempted', caller.user, {
    factor_id: factor.id,
    challenge_id: challenge.id,
    factor_type: factor.factor_type,
  });
  await tx.query('update auth.mfa_challenges set verified_at = $2 where id = $1', [
    challenge.id,
    now,
  ]);
  if (factor.status !== 'verified') {
    await tx.query(
      "update auth.mfa_factors set status = 'verified', updated_at = $2 where id = $1",
      [factor.id, now],
    );
  }
  const user = (await findUserById(tx, caller.user.id)) as UserRow;
  const answer = await upgradeSession(
    service,
    tx,
    user,
    caller.sessionId,
    AMR_METHOD[factor.factor_type],
    factor.id,
  );
  await tx.query("delete from auth.sessions where user_id = $1 and aal < 'aal2'", [user.id]);
  await tx.query(
    "delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2",
    [user.id, factor.factor_type],
  );
  return answer;
}

/**
 * `POST /factors/{id}/verify`: checks a TOTP code, or a WebAuthn registration or assertion,
 * against a challenge. Success verifies the factor (first time) and answers with a new aal2
 * session whose amr holds `totp` or `mfa/webauthn`.
 */
export async function verifyFactor(c: Context, service: AuthService): Promise<Response> {
  const body = await readJson(c);
  const challengeId = stringField(body, 'challenge_id');
  if (challengeId !== undefined && challengeId !== '' && !isUuid(challengeId)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: invalid UUID');
  }
  const code = stringField(body, 'code') ?? '';
  const { answer, error } = await service.ctx.db.withAdmin(async (tx) => {
    const caller = await factorCaller(service, c, tx, 'verify a factor');
    const factor = await findOwnedFactor(tx, caller.user.id, c.req.param('id') ?? '');
    const isWebauthn = factor.factor_type === 'webauthn';
    if (!code && !isWebauthn) throw validationFailed('Code needs to be non-empty');
    checkVerifiable(service, factor);
    if (isWebauthn) webauthnParams(body);
    const now = service.now();
    const opened = await openChallenge(tx, c, factor, challengeId, now);
    if (!opened.challenge) return { error: opened.error };
    if (isWebauthn) {
      const session = (opened.challenge as { web_authn_session_data?: WebauthnSession | null })
        .web_authn_session_data;
      await verifyWebauthnResponse(tx, factor as WebauthnFactorRow, session ?? null, body, now);
    } else if (!checkTotpCode(factor.secret ?? '', code, now)) {
      throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    return { answer: await completeVerification(service, tx, caller, factor, opened.challenge) };
  });
  if (error) throw error;
  return c.json(answer);
}
