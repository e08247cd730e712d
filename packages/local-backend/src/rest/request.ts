import type { Context } from 'hono';
import type { BackendContext } from '../context.js';
import type { RequestSettings, Tx } from '../db/engine.js';
import { readBoundedBody } from '../http/bounded-body.js';
import { parseJsonText } from '../http/json-text.js';
import { type Identity, requestHeaders, requestIdentity } from '../identity.js';
import { RestError } from './errors.js';
import { type Negotiated, negotiate } from './negotiate.js';
import { type Preferences, parsePreferences } from './parse/preferences.js';
import type { QueryParams } from './parse/request.js';
import type { PlanCache } from './plan-cache.js';
import { type RowWindow, rowWindow } from './range.js';
import { qualified, type Relation, type SchemaCache } from './schema-cache.js';
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

/**
 * Reads and parses a JSON body within the size limit, never reading past it (chunked bodies
 * too); `undefined` when empty.
 */
export async function readBody(c: Context): Promise<unknown> {
  const buffer = await readBoundedBody(c.req.raw, MAX_BODY_BYTES, tooLarge);
  const text = new TextDecoder().decode(buffer);
  if (text.trim() === '') return undefined;
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw new RestError(400, 'PGRST102', 'Empty or invalid json', parsed.reason);
  return parsed.value;
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

/**
 * A `/rest/v1` request after PostgREST's first step: who is calling, which schema, the
 * preferences and response format, and the schema cache to plan against. Everything a
 * handler needs before touching the database.
 */
export interface Prepared {
  identity: Identity;
  schema: string;
  prefs: Preferences;
  negotiated: Negotiated;
  cache: SchemaCache;
  /** Read plans by request shape, for {@link cache}. */
  plans: PlanCache<unknown>;
  /** The raw query string without `?` (`''` when none). */
  search: string;
  /** The URL's path, percent-encoded as sent. */
  path: string;
  /** The backend context (database, config). */
  ctx: BackendContext;
}

/** Authenticates the request and resolves its schema, preferences and format. */
export async function prepare(
  c: Context,
  ctx: BackendContext,
  store: SchemaStore,
): Promise<Prepared> {
  const result = await requestIdentity(c.req.raw.headers, ctx);
  if (!result.ok) {
    const code = result.reason === 'expired' ? 'PGRST303' : 'PGRST301';
    throw new RestError(401, code, result.message, null, null, {
      'www-authenticate': `Bearer error="invalid_token", error_description="${result.message.replace(/"/g, "'")}"`,
    });
  }
  const negotiated = negotiate(c.req.header('accept'));
  // Plans show RLS predicates and table sizes: PostgREST serves them only with db-plan-enabled.
  if (negotiated.plan && !store.dbConfig().planEnabled) {
    throw new RestError(
      406,
      'PGRST107',
      `None of these media types are available: ${c.req.header('accept') ?? ''}`,
    );
  }
  const url = c.req.url;
  const mark = url.indexOf('?');
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  return {
    identity: result.identity,
    schema: profile(c, ctx.config.api.schemas),
    prefs: parsePreferences(c.req.header('prefer')),
    negotiated,
    cache: store.current(),
    plans: store.plans,
    search: mark === -1 ? '' : url.slice(mark + 1),
    path: url.slice(pathStart, mark === -1 ? undefined : mark),
    ctx,
  };
}

/** The table or view a request names, or PostgREST's 404 `PGRST205` with a near miss. */
export function relationOf(prepared: Prepared, name: string): Relation {
  const { cache, schema } = prepared;
  const relation = cache.relations.get(qualified(schema, name));
  if (relation) return relation;
  const near = [...cache.relations.values()].find(
    (r) => r.schema === schema && r.name.toLowerCase() === name.toLowerCase(),
  );
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    near ? `Perhaps you meant the table '${schema}.${near.name}'` : null,
  );
}

/** The rows a read asks for: `limit`/`offset` of the query and `Range`, capped by `max_rows`. */
export function windowOf(c: Context, prepared: Prepared, query: QueryParams): RowWindow {
  const root = query.nodes.get('');
  return rowWindow(
    c.req.header('range'),
    c.req.header('range-unit'),
    root?.limit,
    root?.offset,
    prepared.ctx.config.api.max_rows,
  );
}

/**
 * `request.headers` as {@link requestHeaders} gives it, read from Node's parsed headers when
 * the server runs on Node (lower-cased already), so the request's Headers object is never
 * built just for this.
 */
function settingsHeaders(c: Context): Record<string, string> {
  const incoming = (c.env as { incoming?: { headers?: Record<string, unknown> } } | undefined)
    ?.incoming?.headers;
  if (!incoming) return requestHeaders(c.req.raw.headers);
  const out: Record<string, string> = {};
  for (const key in incoming) {
    const value = incoming[key];
    if (key === 'authorization' || key === 'apikey' || key === 'cookie') continue;
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.join(', ');
  }
  return out;
}

/** What PostgREST sets for the request's transaction: role, claims, method, path, headers. */
export function requestSettings(c: Context, prepared: Prepared): RequestSettings {
  const { ctx, schema } = prepared;
  return {
    role: prepared.identity.role,
    claims: prepared.identity.claims,
    method: c.req.method,
    path: prepared.path.replace(/^\/rest\/v1/, '') || '/',
    headers: settingsHeaders(c),
    // The profile's schema, then every extra schema, repeats kept: PostgREST's exact value.
    searchPath: [schema, ...ctx.config.api.extra_search_path],
    // PostgREST runs reads in read-only transactions.
    readOnly: c.req.method === 'GET' || c.req.method === 'HEAD',
    queryIds: prepared.negotiated.plan !== undefined,
  };
}

/** Runs `fn` in the request transaction as its role and claims; honours `tx=rollback`. */
export async function inTransaction(
  c: Context,
  prepared: Prepared,
  fn: (tx: Tx) => Promise<Response>,
): Promise<Response> {
  try {
    return await prepared.ctx.db.withRequest(requestSettings(c, prepared), async (tx) => {
      const response = await fn(tx);
      if (prepared.prefs.tx === 'rollback') throw new Rollback(response);
      return response;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.response;
    throw error;
  }
}

/** `Preference-Applied` listing the preferences that were honoured. */
export function appliedHeader(prefs: Preferences): Record<string, string> {
  return prefs.applied.length ? { 'preference-applied': prefs.applied.join(', ') } : {};
}
