import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Context } from 'hono';
import { audit } from '../audit.js';
import { AuthError } from '../errors.js';
import { passkeyManager } from '../passkeys/access.js';
import { credentialParams, verificationFailed } from '../passkeys/params.js';
import { relyingParty } from '../passkeys/relying-party.js';
import {
  consumeChallenge,
  createChallenge,
  insertPasskey,
  listPasskeys,
} from '../passkeys/store.js';
import { readJson } from '../request.js';
import type { AuthService } from '../service.js';

function tooMany(): AuthError {
  return new AuthError(422, 'too_many_passkeys', 'Maximum number of passkeys reached');
}

/**
 * `POST /passkeys/registration/options`: opens a registration for the signed-in user. The
 * options ask for a discoverable credential (so it can sign in without an email) and exclude
 * the user's existing passkeys, so one authenticator is not registered twice.
 */
export async function registrationOptions(c: Context, service: AuthService): Promise<Response> {
  const rp = relyingParty(service.settings, c);
  const answer = await service.ctx.db.withAdmin(async (tx) => {
    const caller = await passkeyManager(service, c, tx, 'register a passkey');
    const existing = await listPasskeys(tx, caller.user.id);
    if (existing.length >= service.settings.passkey.maxPerUser) throw tooMany();
    const name = caller.user.email || caller.user.phone || caller.user.id;
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: name,
      userDisplayName: name,
      // The user handle is the user id's text, as GoTrue's: sign-in reads the user from it.
      userID: new TextEncoder().encode(caller.user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credential_id,
        transports: passkey.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: 300_000,
    });
    const data = { challenge: options.challenge, rp_id: rp.id, origins: rp.origins };
    const opened = await createChallenge(tx, 'registration', caller.user.id, data, service.now());
    return {
      challenge_id: opened.id,
      options,
      expires_at: Math.floor(opened.expiresAt.getTime() / 1000),
    };
  });
  return c.json(answer);
}

/**
 * `POST /passkeys/registration/verify`: completes a registration. The challenge is taken
 * first (it works once), the attestation is checked outside any transaction, then the
 * credential is stored with its public key and signature counter.
 */
export async function registrationVerify(c: Context, service: AuthService): Promise<Response> {
  const { challengeId, credential } = credentialParams(await readJson(c));
  const { caller, expected } = await service.ctx.db.withAdmin(async (tx) => {
    const found = await passkeyManager(service, c, tx, 'register a passkey');
    const data = await consumeChallenge(
      tx,
      challengeId,
      'registration',
      found.user.id,
      service.now(),
    );
    return { caller: found, expected: data };
  });
  const result = await verifyRegistrationResponse({
    response: credential as unknown as RegistrationResponseJSON,
    expectedChallenge: expected.challenge,
    expectedOrigin: expected.origins,
    expectedRPID: expected.rp_id,
    requireUserVerification: false,
  }).catch(verificationFailed);
  if (!result.verified) throw verificationFailed();
  const info = result.registrationInfo;
  const answer = await service.ctx.db.withAdmin(async (tx) => {
    const count = (await listPasskeys(tx, caller.user.id)).length;
    if (count >= service.settings.passkey.maxPerUser) throw tooMany();
    const now = service.now();
    const stored = await insertPasskey(
      tx,
      {
        userId: caller.user.id,
        credentialId: info.credential.id,
        publicKey: info.credential.publicKey,
        signCount: info.credential.counter,
        transports: info.credential.transports ?? [],
        aaguid: info.aaguid,
        attestationType: info.fmt,
        backupEligible: info.credentialDeviceType === 'multiDevice',
        backedUp: info.credentialBackedUp,
      },
      now,
    );
    await audit(tx, now, 'passkey_created', caller.user, { passkey_id: stored.id });
    return { id: stored.id, created_at: new Date(stored.created_at).toISOString() };
  });
  return c.json(answer);
}
