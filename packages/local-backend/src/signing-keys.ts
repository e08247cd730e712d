import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  type CryptoKey,
  decodeProtectedHeader,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  jwtVerify,
  SignJWT,
} from 'jose';
import {
  type AccessTokenClaims,
  type AccessTokenVerifier,
  InvalidTokenError,
  MALFORMED_JWT,
} from './tokens.js';

/** Algorithms accepted for signing keys, as the Supabase CLI supports them. */
const ASYMMETRIC = new Set(['ES256', 'RS256']);

interface LoadedKey {
  kid: string;
  alg: 'ES256' | 'RS256';
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/** The asymmetric keys that sign and verify access tokens, and their public JWKS. */
export interface SigningKeys {
  /** `kid` of the key that signs new tokens (the first one). */
  readonly currentKid: string;
  /** Signs claims with the current key (header `alg`, `kid`, `typ: JWT`). */
  sign(claims: Record<string, unknown>): Promise<string>;
  /** The JWK set published at `/.well-known/jwks.json`: public parts only, no HMAC keys. */
  jwks(): { keys: JWK[] };
  /**
   * Wraps `fallback` (the HS256 verifier of the legacy secret): tokens signed with one of
   * these keys verify here, HS256 tokens go to `fallback`, anything else is refused.
   */
  verifier(fallback: AccessTokenVerifier, now: () => number): AccessTokenVerifier;
}

/** Where {@link loadSigningKeys} finds or keeps its keys. */
export interface SigningKeysSource {
  /** A JWK set file (array of JWKs or `{keys: […]}`), e.g. from `signing_keys_path`. */
  file?: string;
  /** The data directory; a generated key is kept in `<dataDir>/auth/signing_keys.json`. */
  dataDir?: string;
}

function readJwkSet(file: string): JWK[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as JWK[] | { keys?: JWK[] };
  const list = Array.isArray(parsed) ? parsed : (parsed.keys ?? []);
  if (!list.length) throw new Error(`${file}: no keys in the JWK set`);
  return list;
}

async function generateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: randomUUID(), alg: 'ES256', use: 'sig', key_ops: ['sign', 'verify'] };
}

async function loadKey(jwk: JWK, origin: string): Promise<LoadedKey> {
  const alg = jwk.alg ?? (jwk.kty === 'EC' ? 'ES256' : jwk.kty === 'RSA' ? 'RS256' : undefined);
  if (!alg || !ASYMMETRIC.has(alg)) {
    throw new Error(`${origin}: signing keys must be ES256 or RS256 private JWKs`);
  }
  if (!jwk.d) throw new Error(`${origin}: key ${jwk.kid ?? '?'} has no private part`);
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, oth: _oth, ...publicPart } = jwk;
  const kid = jwk.kid ?? randomUUID();
  // The CLI writes `key_ops: ["sign", "verify"]`, which WebCrypto refuses on a private key.
  const { key_ops: _ops, use: _use, ...importable } = jwk;
  const privateKey = (await importJWK({ ...importable, alg }, alg)) as CryptoKey;
  const { key_ops: _publicOps, ...publicFields } = publicPart;
  const publicJwk: JWK = {
    ...publicFields,
    kid,
    alg,
    use: 'sig',
    key_ops: ['verify'],
    ext: true,
  };
  const publicKey = (await importJWK({ ...publicFields, alg }, alg)) as CryptoKey;
  return { kid, alg: alg as LoadedKey['alg'], privateKey, publicKey, publicJwk };
}

/**
 * Loads the signing keys the way the Supabase CLI does: the JWK set named by
 * `[auth] signing_keys_path` if given (the first key signs, all verify); otherwise an ES256
 * key generated once and kept in the data directory, or generated per start in memory mode.
 */
export async function loadSigningKeys(source: SigningKeysSource): Promise<SigningKeys> {
  let jwks: JWK[];
  let origin: string;
  if (source.file) {
    origin = source.file;
    jwks = readJwkSet(source.file);
  } else if (source.dataDir) {
    origin = join(source.dataDir, 'auth', 'signing_keys.json');
    if (!existsSync(origin)) {
      mkdirSync(dirname(origin), { recursive: true });
      writeFileSync(origin, `${JSON.stringify([await generateJwk()], null, 2)}\n`, { mode: 0o600 });
    }
    jwks = readJwkSet(origin);
  } else {
    origin = 'generated key';
    jwks = [await generateJwk()];
  }
  const keys = await Promise.all(jwks.map((jwk) => loadKey(jwk, origin)));
  const current = keys[0] as LoadedKey;

  return {
    currentKid: current.kid,
    sign: (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: current.alg, kid: current.kid, typ: 'JWT' })
        .sign(current.privateKey),
    jwks: () => ({ keys: keys.map((key) => key.publicJwk) }),
    verifier: (fallback, now) => async (token) => {
      let header: ReturnType<typeof decodeProtectedHeader>;
      try {
        header = decodeProtectedHeader(token);
      } catch {
        throw new InvalidTokenError(MALFORMED_JWT, 'invalid');
      }
      if (typeof header.alg === 'string' && header.alg.startsWith('HS')) return fallback(token);
      const candidates = keys.filter(
        (key) => key.alg === header.alg && (header.kid === undefined || key.kid === header.kid),
      );
      if (!candidates.length) {
        throw new InvalidTokenError(
          `unrecognized JWT kid ${String(header.kid)} for algorithm ${String(header.alg)}`,
          'invalid',
        );
      }
      let lastError: unknown;
      for (const key of candidates) {
        try {
          const { payload } = await jwtVerify(token, key.publicKey, {
            algorithms: [key.alg],
            currentDate: new Date(now()),
          });
          return payload as AccessTokenClaims;
        } catch (error) {
          if (error instanceof errors.JWTExpired) {
            throw new InvalidTokenError('JWT expired', 'expired');
          }
          lastError = error;
        }
      }
      throw new InvalidTokenError(
        lastError instanceof errors.JWSSignatureVerificationFailed
          ? 'JWSError JWSInvalidSignature'
          : 'JWT cryptographic operation failed',
        'invalid',
      );
    },
  };
}
