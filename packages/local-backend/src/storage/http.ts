import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { BackendContext } from '../context.js';
import type { RequestIdentity } from '../db/engine.js';
import { parseJsonObject } from '../http/json-object.js';
import { authenticateRequest } from '../identity.js';
import type { AccessTokenClaims } from '../keys.js';
import { fromDatabaseError, StorageError, storageErrors } from './errors.js';

/** Who is calling, resolved once per request through the core's authentication seam. */
export interface Caller {
  /** Database role (`anon`, `authenticated`, `service_role`, …). */
  role: string;
  /** Verified JWT claims. */
  claims: AccessTokenClaims;
  /** Lower-cased request headers, exposed to policies as `request.headers`. */
  headers: Record<string, string>;
}

/** Resolves the caller or throws Storage's `InvalidJWT`. */
export async function callerOf(c: Context, ctx: BackendContext): Promise<Caller> {
  const result = await authenticateRequest(c.req.raw.headers, ctx.keys);
  if (!result.ok) {
    throw storageErrors.invalidJwt(result.reason === 'expired' ? 'jwt expired' : result.message);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of c.req.raw.headers) {
    // Credentials stay out of the settings policies can read back.
    if (name !== 'authorization' && name !== 'apikey') headers[name] = value;
  }
  return { role: result.auth.role, claims: result.auth.claims, headers };
}

/** The `withRequest` identity for a caller, as PostgREST would set it. */
export function identityOf(caller: Caller, c: Context): RequestIdentity {
  return {
    role: caller.role,
    claims: caller.claims,
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    headers: caller.headers,
  };
}

/** The caller's user id when the token names one (a UUID `sub`), for `owner`/`owner_id`. */
export function ownerOf(claims: AccessTokenClaims): {
  owner: string | null;
  ownerId: string | null;
} {
  const sub = typeof claims.sub === 'string' ? claims.sub : null;
  const isUuid =
    sub !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, ownerId: sub };
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

/** Wraps a handler so every failure leaves as Storage's error body. */
export function guarded(
  ctx: BackendContext,
  handler: (c: Context) => Promise<Response>,
): (c: Context) => Promise<Response> {
  return async (c) => {
    try {
      return await handler(c);
    } catch (error) {
      return errorResponse(c, ctx, error);
    }
  };
}
