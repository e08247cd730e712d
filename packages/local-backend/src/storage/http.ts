import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { BackendContext } from '../context.js';
import type { RequestSettings, Tx } from '../db/engine.js';
import { parseJsonObject } from '../http/json-object.js';
import { requestIdOf } from '../http/request-id.js';
import { type Identity, requestHeaders, requestIdentity } from '../identity.js';
import type { AccessTokenClaims } from '../keys.js';
import { isUuid } from '../uuid.js';
import { fromDatabaseError, StorageError, storageErrors } from './errors.js';
import type { StorageService } from './service.js';

/**
 * Who is calling, or Storage's `InvalidJWT`. Storage verifies the bearer of every request
 * that is not public or signed; a request with no credential at all is refused, never
 * served as anon. (The gateway copies `apikey` into the bearer, so an apikey alone counts.)
 */
export async function callerOf(c: Context, ctx: BackendContext): Promise<Identity> {
  const result = await requestIdentity(c.req.raw.headers, ctx);
  if (!result.ok) {
    throw storageErrors.invalidJwt(result.reason === 'expired' ? 'jwt expired' : result.message);
  }
  if (result.identity.credential === 'none') throw storageErrors.missingJwt();
  return result.identity;
}

/** The `withRequest` settings for a caller, as PostgREST would set them. */
export function identityOf(caller: Identity, c: Context): RequestSettings {
  return {
    role: caller.role,
    claims: caller.claims,
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    headers: requestHeaders(c.req.raw.headers),
  };
}

/** Runs callbacks in request transactions as `caller` (policies on storage tables apply). */
export function runAs(service: StorageService, caller: Identity, c: Context) {
  const settings = identityOf(caller, c);
  return <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => service.ctx.db.withRequest(settings, fn);
}

/** A required non-empty string property of a JSON body, or Storage's `InvalidRequest`. */
export function stringOption(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || !value) {
    throw storageErrors.invalidRequest(`body must have required property '${name}'`);
  }
  return value;
}

/** The caller's user id when the token names one (a UUID `sub`), for `owner`/`owner_id`. */
export function ownerOf(claims: AccessTokenClaims): {
  owner: string | null;
  ownerId: string | null;
} {
  const sub = typeof claims.sub === 'string' ? claims.sub : null;
  return { owner: isUuid(sub) ? sub : null, ownerId: sub };
}

/**
 * Splits the raw (still percent-encoded) path after `prefix` into bucket and key. The raw URL
 * is used because storage-js does not encode keys and fetch only escapes what it must.
 */
export function bucketAndKey(c: Context, prefix: string): { bucket: string; key: string } {
  const pathname = new URL(c.req.url).pathname;
  const rest = pathname.slice(pathname.indexOf(prefix) + prefix.length);
  const slash = rest.indexOf('/');
  const rawBucket = slash === -1 ? rest : rest.slice(0, slash);
  const rawKey = slash === -1 ? '' : rest.slice(slash + 1);
  try {
    return { bucket: decodeURIComponent(rawBucket), key: decodeURIComponent(rawKey) };
  } catch {
    throw storageErrors.invalidKey(rawKey);
  }
}

/** Reads a JSON object body; anything else is Storage's 400 `InvalidRequest`. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const body = parseJsonObject(await c.req.text());
  if (body.ok) return body.value;
  throw storageErrors.invalidRequest('body must be a JSON object');
}

/** The request body as byte chunks (empty when there is none). */
export function bodyChunks(c: Context): AsyncIterable<Uint8Array> {
  const body = c.req.raw.body;
  if (!body) return Readable.from([]);
  return body as unknown as AsyncIterable<Uint8Array>;
}

/** Reads and drops the rest of the body, so an early refusal still reaches the client. */
export async function discardBody(c: Context): Promise<void> {
  try {
    for await (const _chunk of bodyChunks(c)) {
      // Dropped on purpose.
    }
  } catch {
    // The client went away; nothing to answer.
  }
}

/** Storage's JSON error response for anything thrown while serving a request. */
export function errorResponse(c: Context, ctx: BackendContext, error: unknown): Response {
  const known = error instanceof StorageError ? error : (fromDatabaseError(error) ?? undefined);
  if (known) return c.json(known.toBody(), known.status as 400);
  ctx.log.error('storage request failed', {
    requestId: requestIdOf(c),
    path: c.req.path,
    error: String((error as Error)?.stack ?? error),
  });
  return c.json(
    {
      statusCode: '500',
      code: 'InternalError',
      error: 'internal',
      message: 'Internal Server Error',
    },
    500,
  );
}
