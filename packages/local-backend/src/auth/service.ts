import type { Context } from 'hono';
import type { BackendContext } from '../context.js';
import type { Tx } from '../db/engine.js';
import { bearerToken, isApiKey, requestIdentity } from '../identity.js';
import type { AccessTokenClaims } from '../keys.js';
import type { SigningKeys } from '../signing-keys.js';
import { MALFORMED_JWT } from '../tokens.js';
import { isUuid } from '../uuid.js';
import { AuthError } from './errors.js';
import type { ProviderCodes } from './fake-idp/codes.js';
import type { Mailer } from './mailer.js';
import type { RedirectPolicy } from './redirects.js';
import type { RequestLimits } from './request-limits.js';
import type { AuthSettings } from './settings.js';
import { findUserById, type UserRow } from './users.js';

/** Everything the auth routes share, built once when the surface mounts. */
export interface AuthService {
  ctx: BackendContext;
  settings: AuthSettings;
  keys: SigningKeys;
  mailer: Mailer;
  redirects: RedirectPolicy;
  /** Per-IP request limits of `[auth.rate_limit]`. */
  limits: RequestLimits;
  /** "Now" from the backend clock. */
  now(): Date;
  /** `iss` of issued tokens: `<base URL>/auth/v1`. */
  issuer(): string;
  /** Codes of the fake OAuth provider, issued on its consent page, redeemed by `/callback`. */
  providerCodes: ProviderCodes;
}

/** The signed-in user of an endpoint that needs a user's access token. */
export interface SignedInUser {
  user: UserRow;
  claims: AccessTokenClaims;
  sessionId: string | undefined;
  token: string;
}

/**
 * GoTrue's `requireAuthentication`: a bearer JWT that verifies, names an existing user and,
 * when it carries `session_id`, a session that still exists.
 */
export async function requireUser(service: AuthService, c: Context, tx: Tx): Promise<SignedInUser> {
  const token = bearerToken(c.req.raw.headers);
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  // Only a user's JWT will do here: an `sb_…` key is no JWT at all.
  const result = isApiKey(token) ? undefined : await requestIdentity(token, service.ctx);
  if (!result?.ok) {
    const detail = !result
      ? MALFORMED_JWT
      : result.reason === 'expired'
        ? 'token has invalid claims: token is expired'
        : result.message;
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${detail}`,
    );
  }
  const { claims } = result.identity;
  if (typeof claims.sub !== 'string' || !claims.sub) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!isUuid(claims.sub)) {
    throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  }
  const user = await findUserById(tx, claims.sub);
  if (!user) {
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  }
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId) {
    if (!isUuid(sessionId)) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
    }
    const session = await tx.query('select 1 from auth.sessions where id = $1', [sessionId]);
    if (!session.rows.length) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
  }
  return { user, claims, sessionId, token };
}

/** Refuses callers that are not `service_role` (GoTrue's `requireAdmin`). */
export async function requireAdmin(service: AuthService, c: Context): Promise<void> {
  const result = await requestIdentity(c.req.raw.headers, service.ctx);
  if (!result.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${result.message}`,
    );
  }
  if (result.identity.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}
