import { type AccessTokenClaims, type BackendKeys, InvalidTokenError } from '../keys.js';

/** Who a channel acts as: the database role and claims RLS checks run with. */
export interface ChannelIdentity {
  role: string;
  claims: AccessTokenClaims;
  /** The JWT this identity came from (`undefined` for `sb_…` keys). */
  token?: string;
  /** Expiry in milliseconds since the epoch, when the token has one. */
  expiresAt?: number;
}

/** Result of {@link resolveToken}: an identity, or the message Realtime answers with. */
export type TokenResult = { ok: true; identity: ChannelIdentity } | { ok: false; message: string };

/** Whether a value is one of the opaque `sb_…` API keys rather than a JWT. */
export function isApiKey(token: string): boolean {
  return token.startsWith('sb_');
}

/**
 * Verifies a channel's access token the way Realtime does: `sb_secret_…` acts as
 * `service_role`, `sb_publishable_…` as `anon`; a JWT must verify, be unexpired and carry
 * `role` and `exp`.
 */
export async function resolveToken(
  token: string,
  keys: BackendKeys,
  now: number,
): Promise<TokenResult> {
  if (isApiKey(token)) {
    if (token === keys.secretKey) {
      return { ok: true, identity: { role: 'service_role', claims: { role: 'service_role' } } };
    }
    if (token === keys.publishableKey) {
      return { ok: true, identity: { role: 'anon', claims: { role: 'anon' } } };
    }
    return { ok: false, message: 'Invalid API key' };
  }
  let claims: AccessTokenClaims;
  try {
    claims = await keys.verifyAccessToken(token);
  } catch (error) {
    if (error instanceof InvalidTokenError && error.reason === 'expired') {
      return { ok: false, message: expiredMessage(token, now) };
    }
    const detail = error instanceof Error ? error.message : 'invalid token';
    return { ok: false, message: `Invalid JWT Token: ${detail}` };
  }
  if (typeof claims.role !== 'string' || !claims.role || typeof claims.exp !== 'number') {
    return { ok: false, message: 'Fields `role` and `exp` are required in JWT' };
  }
  if (claims.exp * 1000 <= now) return { ok: false, message: expiredMessage(token, now) };
  return {
    ok: true,
    identity: { role: claims.role, claims, token, expiresAt: claims.exp * 1000 },
  };
}

function expiredMessage(token: string, now: number): string {
  // The signature was already checked (or the token is unusable anyway); only `exp` is read.
  let exp: number | undefined;
  try {
    const body = token.split('.')[1] ?? '';
    exp = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).exp;
  } catch {
    exp = undefined;
  }
  const ago = typeof exp === 'number' ? Math.max(0, Math.floor(now / 1000 - exp)) : 0;
  return `Token has expired ${ago} seconds ago`;
}
