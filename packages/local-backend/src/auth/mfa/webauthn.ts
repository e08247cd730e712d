import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Tx } from '../../db/engine.js';
import { AuthError, validationFailed } from '../errors.js';
import type { RelyingParty } from '../passkeys/relying-party.js';
import type { UserRow } from '../users.js';
import type { FactorRow } from './factors.js';

/** The credential a verified WebAuthn factor holds (`auth.mfa_factors.web_authn_credential`). */
export interface WebauthnCredential {
  id: string;
  public_key: string;
  sign_count: number;
  transports: string[];
}

/** The ceremony a challenge opened: registering the factor's key, or asserting with it. */
export interface WebauthnSession {
  type: 'create' | 'request';
  challenge: string;
  rp_id: string;
  origins: string[];
}

/** A factor row with the WebAuthn columns. */
export type WebauthnFactorRow = FactorRow & { web_authn_credential: WebauthnCredential | null };

function failed(): never {
  throw new AuthError(422, 'mfa_verification_failed', 'WebAuthn verification failed');
}

/** A ceremony's stored session data and the challenge answer that carries its options. */
function ceremony(
  type: WebauthnSession['type'],
  options: { challenge: string },
  rp: RelyingParty,
): { session: WebauthnSession; answer: Record<string, unknown> } {
  return {
    session: { type, challenge: options.challenge, rp_id: rp.id, origins: rp.origins },
    answer: { type, credential_options: { publicKey: options } },
  };
}

/**
 * The options a WebAuthn factor's challenge answers: registration of a key while the factor is
 * unverified (`create`), else an assertion by its key (`request`), for the relying party of
 * `[auth.webauthn]` as GoTrue's. The session data to store with the challenge comes with them.
 */
export async function webauthnChallengeOptions(
  tx: Tx,
  factor: WebauthnFactorRow,
  user: UserRow,
  rp: RelyingParty,
): Promise<{ session: WebauthnSession; answer: Record<string, unknown> }> {
  const credential = factor.web_authn_credential;
  if (factor.status !== 'verified' || !credential) {
    const others = await tx.query<{ credential: WebauthnCredential }>(
      `select web_authn_credential as credential from auth.mfa_factors
        where user_id = $1 and factor_type = 'webauthn' and web_authn_credential is not null`,
      [user.id],
    );
    const name = user.email || user.phone || user.id;
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: name,
      userDisplayName: name,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: others.rows.map((row) => ({
        id: row.credential.id,
        transports: row.credential.transports as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
      timeout: 300_000,
    });
    return ceremony('create', options, rp);
  }
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: [
      {
        id: credential.id,
        transports: credential.transports as AuthenticatorTransport[],
      },
    ],
    userVerification: 'preferred',
    timeout: 300_000,
  });
  return ceremony('request', options, rp);
}

/**
 * The `webauthn` object of a verify body, checked as GoTrue checks it before looking at the
 * challenge: present, `type` `create` or `request`, a `credential_response` object.
 */
export function webauthnParams(body: Record<string, unknown>): Record<string, unknown> {
  const params = body.webauthn;
  if (!params || typeof params !== 'object' || Array.isArray(params)) {
    throw validationFailed('WebAuthn config required');
  }
  const { type, credential_response: response } = params as Record<string, unknown>;
  if (type !== 'create' && type !== 'request') {
    throw validationFailed('WebAuthn type must be create or request');
  }
  if (response === undefined || response === null) {
    throw validationFailed('credential_response required');
  }
  if (typeof response !== 'object' || Array.isArray(response)) {
    throw validationFailed('Invalid credential_response');
  }
  return params as Record<string, unknown>;
}

/**
 * Checks a WebAuthn verification against the challenge's ceremony: a registration stores the
 * new key on the factor, an assertion must come from the factor's key with a signature counter
 * that moved on (a replayed or cloned assertion is refused) and records the new counter.
 */
export async function verifyWebauthnResponse(
  tx: Tx,
  factor: WebauthnFactorRow,
  session: WebauthnSession | null,
  body: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const params = webauthnParams(body);
  const response: unknown = params.credential_response;
  if (!session || params.type !== session.type) {
    throw validationFailed(
      `webauthn.type must be "${session?.type ?? 'create'}" for this challenge`,
    );
  }
  const expected = {
    expectedChallenge: session.challenge,
    expectedOrigin: session.origins,
    expectedRPID: session.rp_id,
    requireUserVerification: false,
  };
  if (session.type === 'create') {
    const result = await verifyRegistrationResponse({
      ...expected,
      response: response as RegistrationResponseJSON,
    }).catch(failed);
    if (!result.verified) failed();
    const info = result.registrationInfo;
    const credential: WebauthnCredential = {
      id: info.credential.id,
      public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
      sign_count: info.credential.counter,
      transports: info.credential.transports ?? [],
    };
    await tx.query(
      `update auth.mfa_factors set web_authn_credential = $2, web_authn_aaguid = $3, updated_at = $4
        where id = $1`,
      [factor.id, JSON.stringify(credential), info.aaguid, now],
    );
    return;
  }
  const stored = factor.web_authn_credential;
  const assertion = response as AuthenticationResponseJSON;
  if (!stored || assertion.id !== stored.id) failed();
  const result = await verifyAuthenticationResponse({
    ...expected,
    response: assertion,
    credential: {
      id: stored.id,
      publicKey: Buffer.from(stored.public_key, 'base64url'),
      counter: stored.sign_count,
      transports: stored.transports as AuthenticatorTransport[],
    },
  }).catch(failed);
  if (!result.verified) failed();
  await tx.query(
    `update auth.mfa_factors set updated_at = $2,
       web_authn_credential = jsonb_set(web_authn_credential, '{sign_count}', to_jsonb($3::bigint))
     where id = $1`,
    [factor.id, now, result.authenticationInfo.newCounter],
  );
}
