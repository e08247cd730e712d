import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type { Context } from 'hono';
import { AuthError } from '../errors.js';
import { requirePasskeys } from '../passkeys/access.js';
import { credentialParams, verificationFailed } from '../passkeys/params.js';
import { relyingParty } from '../passkeys/relying-party.js';
import {
  consumeChallenge,
  createChallenge,
  findByCredentialId,
  markUsed,
  type PasskeyRow,
} from '../passkeys/store.js';
import { readJson } from '../request.js';
import type { AuthService } from '../service.js';
import { issueSession } from '../sessions.js';
import { findUserById, type UserRow } from '../users.js';

/**
 * `POST /passkeys/authentication/options`: opens a sign-in for whoever holds a passkey
 * (discoverable credentials: no `allowCredentials`, the authenticator picks, the assertion
 * names the user). `gotrue_meta_security` is accepted and ignored, as CAPTCHA is off.
 */
export async function authenticationOptions(c: Context, service: AuthService): Promise<Response> {
  requirePasskeys(service);
  await readJson(c);
  const rp = relyingParty(service.settings, c);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    timeout: 300_000,
  });
  const data = { challenge: options.challenge, rp_id: rp.id, origins: rp.origins };
  const opened = await service.ctx.db.withAdmin((tx) =>
    createChallenge(tx, 'authentication', null, data, service.now()),
  );
  return c.json({
    challenge_id: opened.id,
    options,
    expires_at: Math.floor(opened.expiresAt.getTime() / 1000),
  });
}

/** The passkey an assertion names and the user its handle names, or a verification failure. */
async function assertedPasskey(
  service: AuthService,
  credential: Record<string, unknown>,
): Promise<PasskeyRow> {
  const id = typeof credential.id === 'string' ? credential.id : '';
  const response = credential.response as { userHandle?: unknown } | undefined;
  const handle = typeof response?.userHandle === 'string' ? response.userHandle : '';
  const passkey = id
    ? await service.ctx.db.withAdmin((tx) => findByCredentialId(tx, id))
    : undefined;
  // An authenticator this server never registered, or one answering for someone else.
  const userId = Buffer.from(handle, 'base64url').toString('utf8');
  if (!passkey || passkey.user_id !== userId) verificationFailed();
  return passkey;
}

/** GoTrue's checks on the user a passkey signs in: confirmed and not banned. */
function checkUser(service: AuthService, user: UserRow | undefined): UserRow {
  if (!user) verificationFailed();
  if (user.email && !user.email_confirmed_at) {
    throw new AuthError(403, 'email_not_confirmed', 'Email not confirmed');
  }
  if (user.banned_until && new Date(user.banned_until).getTime() > service.now().getTime()) {
    throw new AuthError(403, 'user_banned', 'User is banned');
  }
  return user;
}

/**
 * `POST /passkeys/authentication/verify`: completes a sign-in. The challenge is taken first
 * (a replayed assertion finds it gone), the signature is checked against the stored public
 * key and counter, then a session is issued with amr `passkey`.
 */
export async function authenticationVerify(c: Context, service: AuthService): Promise<Response> {
  requirePasskeys(service);
  const { challengeId, credential } = credentialParams(await readJson(c));
  const expected = await service.ctx.db.withAdmin((tx) =>
    consumeChallenge(tx, challengeId, 'authentication', null, service.now()),
  );
  const passkey = await assertedPasskey(service, credential);
  const result = await verifyAuthenticationResponse({
    response: credential as unknown as AuthenticationResponseJSON,
    expectedChallenge: expected.challenge,
    expectedOrigin: expected.origins,
    expectedRPID: expected.rp_id,
    credential: {
      id: passkey.credential_id,
      publicKey: Buffer.from(passkey.public_key, 'base64url'),
      counter: passkey.sign_count,
    },
    requireUserVerification: false,
  }).catch(verificationFailed);
  if (!result.verified) verificationFailed();
  const session = await service.ctx.db.withAdmin(async (tx) => {
    const user = checkUser(service, await findUserById(tx, passkey.user_id));
    await markUsed(tx, passkey.id, result.authenticationInfo.newCounter, service.now());
    return issueSession(service, tx, user, 'passkey');
  });
  return c.json(session);
}
