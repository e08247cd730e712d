import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { BackendContext } from '../context.js';
import { storageErrors } from './errors.js';

/** Claims of a signed download URL's token (storage-api's shape). */
export interface SignedUrlClaims {
  /** `bucket/key` the token grants. */
  url: string;
  /** Image transformations the URL renders with (`width:100,resize:cover,…`), if any. */
  transformations?: string;
  /** Expiry, seconds since the epoch. */
  exp?: number;
}

/** Claims of a signed upload URL's token. */
export interface SignedUploadClaims {
  url: string;
  /** The user the object will belong to (`sub` of whoever signed). */
  owner: string | null;
  /** Whether the upload may replace an existing object. */
  upsert: boolean;
  /** Single-use id: recorded when the upload commits. */
  jti: string;
}

/** Default lifetime of a signed upload URL: two hours, as on hosted Storage. */
export const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

function secretOf(ctx: BackendContext) {
  return new TextEncoder().encode(ctx.keys.jwtSecret);
}

/** Signs a token that expires `expiresIn` seconds from the backend clock's "now". */
async function sign(ctx: BackendContext, claims: Record<string, unknown>, expiresIn: number) {
  const iat = Math.floor(ctx.clock.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresIn)
    .sign(secretOf(ctx));
}

async function verify(ctx: BackendContext, token: string): Promise<Record<string, unknown>> {
  try {
    const { payload } = await jwtVerify(token, secretOf(ctx), {
      algorithms: ['HS256'],
      currentDate: new Date(ctx.clock.now()),
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw storageErrors.invalidJwt('jwt expired');
    throw storageErrors.invalidJwt('invalid signature');
  }
}

/** Creates the token of a signed download URL for `bucket/key`, with its transformations if any. */
export function signObjectUrl(
  ctx: BackendContext,
  url: string,
  expiresIn: number,
  transformations?: string,
) {
  const claims: SignedUrlClaims = transformations ? { url, transformations } : { url };
  return sign(ctx, { ...claims }, expiresIn);
}

/** Creates the token of a signed upload URL. */
export function signUploadUrl(
  ctx: BackendContext,
  url: string,
  owner: string | null,
  upsert: boolean,
) {
  const claims: SignedUploadClaims = { url, owner, upsert, jti: randomUUID() };
  return sign(ctx, { ...claims }, SIGNED_UPLOAD_SECONDS);
}

/** Verifies a signed URL token and that it grants exactly `url`. */
export async function verifyObjectUrl(ctx: BackendContext, token: string | undefined, url: string) {
  if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
  const claims = await verify(ctx, token);
  if (claims.url !== url) throw storageErrors.invalidSignature();
  return claims as unknown as SignedUrlClaims;
}

/** Verifies a signed upload URL token for `url`. */
export async function verifyUploadUrl(ctx: BackendContext, token: string | undefined, url: string) {
  const claims = (await verifyObjectUrl(ctx, token, url)) as unknown as SignedUploadClaims;
  if (typeof claims.jti !== 'string') throw storageErrors.invalidSignature();
  return claims;
}
