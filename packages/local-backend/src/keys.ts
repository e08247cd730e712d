import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { loadSigningKeys, type SigningKeys, type SigningKeysSource } from './signing-keys.js';
import {
  type AccessTokenClaims,
  type AccessTokenVerifier,
  InvalidTokenError,
  MALFORMED_JWT,
} from './tokens.js';

export type { AccessTokenClaims, AccessTokenVerifier } from './tokens.js';
export { InvalidTokenError } from './tokens.js';

/** The Supabase CLI's local-development JWT secret (HS256). Public by design: local only. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The Supabase CLI's well-known local `anon` JWT (signed with {@link LOCAL_JWT_SECRET}). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The Supabase CLI's well-known local `service_role` JWT. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The Supabase CLI's local publishable key (acts as `anon`). */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/** The Supabase CLI's local secret key (acts as `service_role`). */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/**
 * API keys, signing keys and token verification shared by every surface. Built once at
 * start-up, before any surface mounts, and never replaced.
 */
export interface BackendKeys {
  /** HS256 secret that signs the legacy keys. Default {@link LOCAL_JWT_SECRET}. */
  readonly jwtSecret: string;
  /** Legacy `anon` JWT. Default {@link LOCAL_ANON_KEY}. */
  readonly anonKey: string;
  /** Legacy `service_role` JWT. Default {@link LOCAL_SERVICE_ROLE_KEY}. */
  readonly serviceRoleKey: string;
  /** `sb_publishable_…` key. Default {@link LOCAL_PUBLISHABLE_KEY}. */
  readonly publishableKey: string;
  /** `sb_secret_…` key. Default {@link LOCAL_SECRET_KEY}. */
  readonly secretKey: string;
  /** The asymmetric keys that sign new access tokens, and their JWKS. */
  readonly signing: SigningKeys;
  /**
   * Verifies access tokens for every surface: tokens of the signing keys (ES256 with `kid`,
   * or the keys of `signing_keys_path`) and, as on hosted Supabase, the HS256 secret.
   */
  readonly verifyAccessToken: AccessTokenVerifier;
  /** Signs claims with the HS256 secret (tests and legacy tokens). */
  signHs256(claims: AccessTokenClaims, expiresInSeconds?: number): Promise<string>;
  /** The time expiry is checked against, in milliseconds. Default `Date.now`. */
  now(): number;
  /**
   * Whether the legacy `anon`/`service_role` JWTs are accepted as API keys. `false` serves
   * only the `sb_…` keys, as a hosted project does once its legacy keys are disabled; user
   * access tokens verify either way. Default `true`.
   */
  readonly legacyApiKeys: boolean;
}

/** Options of {@link createKeys}. */
export interface KeysOptions {
  /** HS256 secret. Default {@link LOCAL_JWT_SECRET}. */
  jwtSecret?: string;
  /** Current time in milliseconds, for expiry checks. Default `Date.now`. */
  now?: () => number;
  /**
   * Where the signing keys come from (`signing_keys_path`, or kept in the data directory).
   * Default `{}`: an ES256 key generated for this key set only.
   */
  signingKeys?: SigningKeysSource;
  /** See {@link BackendKeys.legacyApiKeys}. Default `true`. */
  legacyApiKeys?: boolean;
}

/**
 * Builds the key set: the legacy HS256 keys and the signing keys. With the default secret the keys are the CLI's well-known ones; with
 * another secret, fresh `anon`/`service_role` JWTs are signed with it and the `sb_…` keys are
 * derived from it.
 */
export async function createKeys(options: KeysOptions = {}): Promise<BackendKeys> {
  const jwtSecret = options.jwtSecret ?? LOCAL_JWT_SECRET;
  const secret = new TextEncoder().encode(jwtSecret);
  const now = options.now ?? Date.now;

  const signHs256 = async (claims: AccessTokenClaims, expiresInSeconds?: number) => {
    const iat = Math.floor(now() / 1000);
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
    if (claims.iat === undefined) jwt.setIssuedAt(iat);
    if (expiresInSeconds !== undefined) jwt.setExpirationTime(iat + expiresInSeconds);
    return jwt.sign(secret);
  };

  const verifyHs256: AccessTokenVerifier = async (token) => {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        currentDate: new Date(now()),
      });
      return payload as AccessTokenClaims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new InvalidTokenError('JWT expired', 'expired');
      throw new InvalidTokenError(describeJoseError(error), 'invalid');
    }
  };

  const signing = await loadSigningKeys(options.signingKeys ?? {});
  const isDefault = jwtSecret === LOCAL_JWT_SECRET;
  const longLived = 10 * 365 * 24 * 3600;
  return {
    jwtSecret,
    anonKey: isDefault
      ? LOCAL_ANON_KEY
      : await signHs256({ iss: 'supabase-demo', role: 'anon' }, longLived),
    serviceRoleKey: isDefault
      ? LOCAL_SERVICE_ROLE_KEY
      : await signHs256({ iss: 'supabase-demo', role: 'service_role' }, longLived),
    publishableKey: isDefault ? LOCAL_PUBLISHABLE_KEY : opaqueKey('sb_publishable_', jwtSecret),
    secretKey: isDefault ? LOCAL_SECRET_KEY : opaqueKey('sb_secret_', jwtSecret),
    signing,
    verifyAccessToken: signing.verifier(verifyHs256, now),
    signHs256,
    now,
    legacyApiKeys: options.legacyApiKeys ?? true,
  };
}

/**
 * An `sb_…` key derived from the secret: with a secret of one's own, the well-known opaque
 * keys (the secret one acts as service_role) must stop working too. Same shape as the CLI's.
 */
function opaqueKey(prefix: string, jwtSecret: string): string {
  const digest = createHmac('sha256', jwtSecret).update(prefix).digest('base64url');
  return `${prefix}${digest.slice(0, 31)}`;
}

function describeJoseError(error: unknown): string {
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'JWSError JWSInvalidSignature';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid)
    return MALFORMED_JWT;
  if (error instanceof errors.JOSEAlgNotAllowed) return 'Wrong or unsupported encoding algorithm';
  if (error instanceof errors.JWTClaimValidationFailed) return `JWT claim "${error.claim}" invalid`;
  return 'JWT cryptographic operation failed';
}
