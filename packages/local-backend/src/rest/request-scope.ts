import type { Context } from 'hono';
import type { BackendContext } from '../context.js';
import type { Tx } from '../db/engine.js';
import { authenticateRequest, type RequestAuth } from '../identity.js';
import { RestError } from './errors.js';
import { type Negotiated, negotiate } from './negotiate.js';
import { type Preferences, parsePreferences } from './parse/preferences.js';
import type { SchemaCache } from './schema-cache.js';
import type { SchemaStore } from './schema-store.js';

/** Largest request body `/rest/v1` accepts. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Thrown inside the transaction to roll it back while keeping the response (`tx=rollback`). */
export class Rollback {
  constructor(readonly response: Response) {}
}

/** Content type of JSON bodies. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** PostgREST's error response: the status and `{code, message, details, hint}`. */
export function errorResponse(
  error: RestError,
  extraHeaders: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(error.body()), {
    status: error.status,
    headers: { 'content-type': JSON_TYPE, ...error.headers, ...extraHeaders },
  });
}

/** Reads and parses a JSON body within the size limit; `undefined` when empty. */
export async function readBody(c: Context): Promise<unknown> {
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) throw tooLarge();
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength > MAX_BODY_BYTES) throw tooLarge();
  const text = new TextDecoder().decode(buffer);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
  }
}

/** 413 for bodies over {@link MAX_BODY_BYTES}. */
export function tooLarge(): RestError {
  return new RestError(
    413,
    'PGRST413',
    'Request body too large',
    `The limit is ${MAX_BODY_BYTES} bytes`,
  );
}

/** The schema a request addresses: `Accept-Profile` for reads, `Content-Profile` for writes. */
export function profile(c: Context, schemas: string[]): string {
  const method = c.req.method;
  const header =
    method === 'GET' || method === 'HEAD'
      ? c.req.header('accept-profile')
      : c.req.header('content-profile');
  const schema = header?.trim() || schemas[0] || 'public';
  if (!schemas.includes(schema)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return schema;
}

/** Everything resolved from the HTTP request before touching the database. */
export interface Prepared {
  auth: RequestAuth;
  schema: string;
  prefs: Preferences;
  negotiated: Negotiated;
  cache: SchemaCache;
}

/** Authenticates the request and resolves its schema, preferences and format. */
export async function prepare(
  c: Context,
  ctx: BackendContext,
  store: SchemaStore,
): Promise<Prepared> {
  const result = await authenticateRequest(c.req.raw.headers, ctx.keys);
  if (!result.ok) {
    const code = result.reason === 'expired' ? 'PGRST303' : 'PGRST301';
    throw new RestError(401, code, result.message, null, null, {
      'www-authenticate': `Bearer error="invalid_token", error_description="${result.message.replace(/"/g, "'")}"`,
    });
  }
  return {
    auth: result.auth,
    schema: profile(c, ctx.config.api.schemas),
    prefs: parsePreferences(c.req.raw.headers.get('prefer')),
    negotiated: negotiate(c.req.header('accept')),
    cache: store.current(),
  };
}

/** Request headers for `request.headers`, without credentials. */
export function lowerHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    // The credentials stay out of request.headers: policies never need them.
    if (key !== 'authorization' && key !== 'apikey' && key !== 'cookie') out[key] = value;
  });
  return out;
}

/** Runs `fn` in the request transaction as its role and claims; honours `tx=rollback`. */
export async function inTransaction(
  c: Context,
  ctx: BackendContext,
  prepared: Prepared,
  fn: (tx: Tx) => Promise<Response>,
): Promise<Response> {
  const readOnly = c.req.method === 'GET' || c.req.method === 'HEAD';
  try {
    return await ctx.db.withRequest(
      {
        role: prepared.auth.role,
        claims: prepared.auth.claims,
        method: c.req.method,
        path: new URL(c.req.url).pathname.replace(/^\/rest\/v1/, '') || '/',
        headers: lowerHeaders(c.req.raw.headers),
        searchPath: [
          prepared.schema,
          ...ctx.config.api.extra_search_path.filter((s) => s !== prepared.schema),
        ],
        readOnly,
      },
      async (tx) => {
        const response = await fn(tx);
        if (prepared.prefs.tx === 'rollback') throw new Rollback(response);
        return response;
      },
    );
  } catch (error) {
    if (error instanceof Rollback) return error.response;
    throw error;
  }
}

/** `Preference-Applied` listing the preferences that were honoured. */
export function appliedHeader(prefs: Preferences): Record<string, string> {
  return prefs.applied.length ? { 'preference-applied': prefs.applied.join(', ') } : {};
}
