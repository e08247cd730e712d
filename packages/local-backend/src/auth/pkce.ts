import { createHash, randomUUID } from 'node:crypto';
import type { Tx } from '../db/engine.js';
import { AuthError, validationFailed } from './errors.js';

/** Prefix GoTrue puts on email-link tokens of PKCE flows. */
export const PKCE_PREFIX = 'pkce_';

/** Seconds a flow state stays redeemable (GoTrue's minimum and default). */
export const FLOW_STATE_TTL_SECONDS = 300;

/** A validated PKCE challenge from a request body. */
export interface PkceChallenge {
  codeChallenge: string;
  method: 's256' | 'plain';
}

/**
 * Reads `code_challenge`/`code_challenge_method` from a body or query: both or neither
 * (`undefined` = implicit flow), 43–128 URL-safe characters, method `s256` or `plain`.
 */
export function readPkceChallenge(input: {
  code_challenge?: unknown;
  code_challenge_method?: unknown;
}): PkceChallenge | undefined {
  const challenge = typeof input.code_challenge === 'string' ? input.code_challenge : '';
  const method = typeof input.code_challenge_method === 'string' ? input.code_challenge_method : '';
  if (!challenge && !method) return undefined;
  if (!challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') {
    throw validationFailed(`code challenge method not supported: ${method}`);
  }
  if (challenge.length < 43 || challenge.length > 128 || !/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  return { codeChallenge: challenge, method: normalized };
}

/** Stores a flow state; the auth code is issued later (by `/verify` or the OAuth callback). */
export async function createFlowState(
  tx: Tx,
  options: {
    challenge: PkceChallenge;
    userId: string | null;
    providerType: string;
    authenticationMethod: string;
    now: Date;
    /** Issue the code right away (OAuth issues it at the callback). Default `false`. */
    issueNow?: boolean;
  },
): Promise<{ id: string; authCode: string }> {
  const id = randomUUID();
  const authCode = randomUUID();
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, created_at, updated_at, authentication_method, auth_code_issued_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9)`,
    [
      id,
      options.userId,
      authCode,
      options.challenge.method,
      options.challenge.codeChallenge,
      options.providerType,
      options.now,
      options.authenticationMethod,
      options.issueNow ? options.now : null,
    ],
  );
  return { id, authCode };
}

/**
 * After an email link is verified: finds the user's latest flow state for that method,
 * stamps the issue time and returns its auth code (GoTrue's `issueAuthCode`).
 */
export async function issueAuthCode(
  tx: Tx,
  userId: string,
  authenticationMethod: string,
  now: Date,
): Promise<string> {
  const found = await tx.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, authenticationMethod],
  );
  const flow = found.rows[0];
  if (!flow) {
    throw new AuthError(
      400,
      'flow_state_not_found',
      'No associated flow state found. flow state not found',
    );
  }
  await tx.query(
    'update auth.flow_state set auth_code_issued_at = $2, updated_at = $2 where id = $1',
    [flow.id, now],
  );
  return flow.auth_code;
}

/** Whether `verifier` matches the stored challenge. */
export function verifierMatches(verifier: string, challenge: string, method: string): boolean {
  if (method === 'plain') return verifier === challenge;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

/** A redeemed flow state. */
export interface RedeemedFlow {
  userId: string;
  authenticationMethod: string;
  providerType: string;
  providerAccessToken: string | null;
  providerRefreshToken: string | null;
}

/**
 * `grant_type=pkce`: looks the code up, refuses expired codes (300 s from issue) and wrong
 * verifiers, then deletes the flow state so the code works once.
 */
export async function redeemAuthCode(
  tx: Tx,
  authCode: string,
  verifier: string,
  now: Date,
): Promise<RedeemedFlow> {
  if (!authCode || !verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const found = await tx.query<{
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: string;
    provider_type: string;
    provider_access_token: string | null;
    provider_refresh_token: string | null;
    created_at: Date;
    auth_code_issued_at: Date | null;
  }>('select * from auth.flow_state where auth_code = $1 for update', [authCode]);
  const flow = found.rows[0];
  if (!flow?.user_id) {
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  }
  const issuedAt = new Date(flow.auth_code_issued_at ?? flow.created_at).getTime();
  if (now.getTime() > issuedAt + FLOW_STATE_TTL_SECONDS * 1000) {
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (!verifierMatches(verifier, flow.code_challenge, flow.code_challenge_method)) {
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
  return {
    userId: flow.user_id,
    authenticationMethod: flow.authentication_method,
    providerType: flow.provider_type,
    providerAccessToken: flow.provider_access_token,
    providerRefreshToken: flow.provider_refresh_token,
  };
}
