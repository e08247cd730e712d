import type { IncomingHttpHeaders } from 'node:http';
import {
  type AccessTokenClaims,
  type AccessTokenVerifier,
  type BackendKeys,
  InvalidTokenError,
} from './keys.js';

// Clients send the same token with every request; verifying a signature each time is the
// most expensive step of authentication. Verified claims are reused until they expire,
// per verifier, so a replaced verifier never sees another's results.
const CACHE_SIZE = 1000;
const verified = new WeakMap<AccessTokenVerifier, Map<string, AccessTokenClaims>>();

async function verifyCached(keys: BackendKeys, token: string): Promise<AccessTokenClaims> {
  let cache = verified.get(keys.verifyAccessToken);
  if (!cache) {
    cache = new Map();
    verified.set(keys.verifyAccessToken, cache);
  }
  const hit = cache.get(token);
  if (hit && (typeof hit.exp !== 'number' || hit.exp * 1000 > keys.now())) return hit;
  if (hit) cache.delete(token);
  const claims = await keys.verifyAccessToken(token);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(token, claims);
  return claims;
}

/** Who a request acts as, resolved the way Supabase's API gateway and PostgREST do. */
export interface RequestAuth {
  /** Database role for the request's transaction. */
  role: string;
  /** Claims of the verified JWT (`{ role }` alone for `sb_…` keys or no credentials). */
  claims: AccessTokenClaims;
  /** The bearer token, when it was a JWT (not an `sb_…` key). */
  token?: string;
}

/** Outcome of {@link authenticateRequest}: an identity or a reason to answer 401. */
export type AuthResult =
  | { ok: true; auth: RequestAuth }
  | { ok: false; reason: 'expired' | 'invalid' | 'unknown_api_key'; message: string };

type HeaderSource = Headers | IncomingHttpHeaders | Record<string, string | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Resolves the request's role. The bearer token wins; without one the `apikey` header
 * stands in (the gateway copies it). `sb_secret_…` means `service_role` and
 * `sb_publishable_…` means `anon` — "no user", as the hosted gateway treats them. No
 * credentials at all is served as `anon`, as the CLI's gateway does.
 */
export async function authenticateRequest(
  headers: HeaderSource,
  keys: BackendKeys,
): Promise<AuthResult> {
  const authorization = header(headers, 'authorization');
  const bearer = authorization?.match(/^bearer\s+(.+)$/i)?.[1]?.trim();
  const apikey = header(headers, 'apikey')?.trim();
  const credential = bearer || apikey;
  if (!credential) return { ok: true, auth: { role: 'anon', claims: { role: 'anon' } } };

  if (credential.startsWith('sb_')) {
    if (credential === keys.secretKey) {
      return { ok: true, auth: { role: 'service_role', claims: { role: 'service_role' } } };
    }
    if (credential === keys.publishableKey) {
      return { ok: true, auth: { role: 'anon', claims: { role: 'anon' } } };
    }
    return { ok: false, reason: 'unknown_api_key', message: 'Invalid API key' };
  }

  try {
    const claims = await verifyCached(keys, credential);
    const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
    return { ok: true, auth: { role, claims, token: credential } };
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      return { ok: false, reason: error.reason, message: error.message };
    }
    return { ok: false, reason: 'invalid', message: 'JWT cryptographic operation failed' };
  }
}
