import type { IncomingHttpHeaders } from 'node:http';
import {
  type AccessTokenClaims,
  type AccessTokenVerifier,
  type BackendKeys,
  InvalidTokenError,
} from './keys.js';

// Clients send the same token with every request; verifying a signature each time is the
// most expensive step of authentication. Verified claims are reused until they expire,
// per verifier, so a key set with another verifier never sees another's results.
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

/** Who a request (or a realtime channel) acts as: the one identity every surface uses. */
export interface Identity {
  /** Database role for the request's transaction. */
  role: string;
  /** Claims of the verified JWT (`{ role }` alone for `sb_…` keys or no credentials). */
  claims: AccessTokenClaims;
  /** What was presented: nothing, an opaque `sb_…` key, or a JWT. */
  credential: 'none' | 'api_key' | 'jwt';
  /** The JWT, when the credential was one. */
  token?: string;
  /** The JWT's expiry in milliseconds since the epoch, when it has `exp`. */
  expiresAt?: number;
}

/** Outcome of {@link requestIdentity}: an identity or a reason to refuse the caller. */
export type IdentityResult =
  | { ok: true; identity: Identity }
  | { ok: false; reason: 'expired' | 'invalid' | 'unknown_api_key'; message: string };

/** Request headers in any of the shapes a surface meets (fetch, Node, plain object). */
export type HeaderSource = Headers | IncomingHttpHeaders | Record<string, string | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(headers: HeaderSource): string | undefined {
  return (
    header(headers, 'authorization')
      ?.match(/^bearer\s+(.+)$/i)?.[1]
      ?.trim() || undefined
  );
}

/**
 * The request's credential: the bearer token wins; without one the `apikey` header stands
 * in (Supabase's gateway copies it into the bearer).
 */
export function credentialOf(headers: HeaderSource): string | undefined {
  return bearerToken(headers) || header(headers, 'apikey')?.trim() || undefined;
}

/** Whether a value is one of the opaque `sb_…` API keys rather than a JWT. */
export function isApiKey(token: string): boolean {
  return token.startsWith('sb_');
}

/** What a hosted project answers a legacy JWT key with once those keys are disabled. */
export const LEGACY_KEYS_DISABLED = 'Legacy API keys are disabled';

/** Whether `value` is a legacy JWT key of a key set that no longer accepts them. */
function isDisabledLegacyKey(keys: BackendKeys, value: string | undefined): boolean {
  return !keys.legacyApiKeys && (value === keys.anonKey || value === keys.serviceRoleKey);
}

const ANON: Identity = { role: 'anon', claims: { role: 'anon' }, credential: 'none' };

/**
 * Answers "who is calling?" for every surface, the way Supabase's API gateway and PostgREST
 * do. Takes the request's headers (bearer first, then `apikey`) or a token as it came (a
 * realtime `access_token`). `sb_secret_…` means `service_role` and `sb_publishable_…`
 * means `anon` — "no user"; any other credential must be a JWT that verifies with the key
 * set. No credential at all is `anon`, as the CLI's gateway serves it; surfaces that refuse
 * it check `credential === 'none'`.
 */
export async function requestIdentity(
  source: HeaderSource | string,
  ctx: { readonly keys: BackendKeys },
): Promise<IdentityResult> {
  const credential = typeof source === 'string' ? source : credentialOf(source);
  if (!credential) return { ok: true, identity: ANON };
  const { keys } = ctx;
  if (isApiKey(credential)) {
    const role =
      credential === keys.secretKey
        ? 'service_role'
        : credential === keys.publishableKey
          ? 'anon'
          : undefined;
    if (!role) return { ok: false, reason: 'unknown_api_key', message: 'Invalid API key' };
    return { ok: true, identity: { role, claims: { role }, credential: 'api_key' } };
  }
  const apikey = typeof source === 'string' ? undefined : header(source, 'apikey')?.trim();
  if (isDisabledLegacyKey(keys, credential) || isDisabledLegacyKey(keys, apikey)) {
    return { ok: false, reason: 'unknown_api_key', message: LEGACY_KEYS_DISABLED };
  }
  try {
    const claims = await verifyCached(keys, credential);
    const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
    const identity: Identity = { role, claims, credential: 'jwt', token: credential };
    if (typeof claims.exp === 'number') identity.expiresAt = claims.exp * 1000;
    return { ok: true, identity };
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      return { ok: false, reason: error.reason, message: error.message };
    }
    return { ok: false, reason: 'invalid', message: 'JWT cryptographic operation failed' };
  }
}

/**
 * The request's headers as policies read them in `request.headers`: lower-cased names,
 * without the credentials (`authorization`, `apikey`, `cookie`), which policies never need.
 */
export function requestHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    if (key !== 'authorization' && key !== 'apikey' && key !== 'cookie') out[key] = value;
  });
  return out;
}
