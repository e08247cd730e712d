import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

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

/** Verified access-token claims; `role` selects the database role. */
export type AccessTokenClaims = JWTPayload & { role?: string; [claim: string]: unknown };

/** Why a token was refused: `expired` maps to PostgREST's PGRST303, the rest to PGRST301. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
  constructor(
    message: string,
    readonly reason: 'expired' | 'invalid',
  ) {
    super(message);
  }
}

/**
 * Verifies an access token and returns its claims, or throws {@link InvalidTokenError}.
 * The auth surface replaces `BackendKeys.verifyAccessToken` to add asymmetric signing keys
 * (ES256 with `kid`, JWKS); the HS256 secret stays accepted, as on hosted Supabase.
 */
export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>;

/** API keys and token verification shared by every surface. */
export interface BackendKeys {
  /** HS256 secret that signs the legacy keys. Default {@link LOCAL_JWT_SECRET}. */
  jwtSecret: string;
  /** Legacy `anon` JWT. Default {@link LOCAL_ANON_KEY}. */
  anonKey: string;
  /** Legacy `service_role` JWT. Default {@link LOCAL_SERVICE_ROLE_KEY}. */
  serviceRoleKey: string;
  /** `sb_publishable_…` key. Default {@link LOCAL_PUBLISHABLE_KEY}. */
  publishableKey: string;
  /** `sb_secret_…` key. Default {@link LOCAL_SECRET_KEY}. */
  secretKey: string;
  /** Replaceable seam; see {@link AccessTokenVerifier}. Default: HS256 with `jwtSecret`. */
  verifyAccessToken: AccessTokenVerifier;
  /** Signs claims with the HS256 secret (tests and legacy tokens). */
  signHs256(claims: AccessTokenClaims, expiresInSeconds?: number): Promise<string>;
  /** The time expiry is checked against, in milliseconds. Default `Date.now`. */
  now(): number;
}

/** Options of {@link createKeys}. */
export interface KeysOptions {
  /** HS256 secret. Default {@link LOCAL_JWT_SECRET}. */
  jwtSecret?: string;
  /** Current time in milliseconds, for expiry checks. Default `Date.now`. */
  now?: () => number;
}

/**
 * Builds the key set. With the default secret the keys are the CLI's well-known ones; with
 * another secret, fresh `anon`/`service_role` JWTs are signed with it.
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
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    secretKey: LOCAL_SECRET_KEY,
    verifyAccessToken: verifyHs256,
    signHs256,
    now,
  };
}

function describeJoseError(error: unknown): string {
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'JWSError JWSInvalidSignature';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid)
    return 'Expected 3 parts in JWT; got a malformed token';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'Wrong or unsupported encoding algorithm';
  if (error instanceof errors.JWTClaimValidationFailed) return `JWT claim "${error.claim}" invalid`;
  return 'JWT cryptographic operation failed';
}
