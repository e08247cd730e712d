import type { Context } from 'hono';
import type { BackendContext } from '../context.js';
import type { Tx } from '../db/engine.js';
import { authenticateRequest, type RequestAuth } from '../identity.js';
import { fromPgError, RestError } from './errors.js';
import { type Negotiated, negotiate } from './negotiate.js';
import { type Preferences, parsePreferences } from './parse/preferences.js';
import { parseQuery, type QueryParams } from './parse/request.js';
import { planMutation } from './plan/mutate.js';
import { planReadBody, type Statement } from './plan/read.js';
import { type CallArgs, type CallResult, planCall, resolveRoutine } from './plan/rpc.js';
import { qualifiedName } from './plan/sql.js';
import { rowWindow } from './range.js';
import { qualified, type SchemaCache } from './schema-cache.js';
import type { SchemaStore } from './schema-store.js';

/** Largest request body `/rest/v1` accepts. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Thrown inside the transaction to roll it back while keeping the response (`tx=rollback`). */
class Rollback {
  constructor(readonly response: Response) {}
}

interface Outcome {
  total: number | null;
  page: number;
  body: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function errorResponse(error: RestError, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(error.body()), {
    status: error.status,
    headers: { 'content-type': JSON_TYPE, ...error.headers, ...extraHeaders },
  });
}

function contentType(negotiated: Negotiated): string {
  if (negotiated.plan) {
    return `application/vnd.pgrst.plan+${negotiated.plan.format}; charset=utf-8`;
  }
  if (negotiated.shape === 'csv') return 'text/csv; charset=utf-8';
  if (negotiated.shape === 'object') return 'application/vnd.pgrst.object+json; charset=utf-8';
  return JSON_TYPE;
}

function contentRange(offset: number, page: number, total: number | null): string {
  const size = total === null ? '*' : String(total);
  return page > 0 ? `${offset}-${offset + page - 1}/${size}` : `*/${size}`;
}

function singleError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

async function readBody(c: Context): Promise<unknown> {
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

function tooLarge(): RestError {
  return new RestError(
    413,
    'PGRST413',
    'Request body too large',
    `The limit is ${MAX_BODY_BYTES} bytes`,
  );
}

/** The schema a request addresses: `Accept-Profile` for reads, `Content-Profile` for writes. */
function profile(c: Context, schemas: string[]): string {
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

async function explain(tx: Tx, statement: Statement, negotiated: Negotiated): Promise<string> {
  const plan = negotiated.plan as NonNullable<Negotiated['plan']>;
  const options = [`format ${plan.format}`, ...plan.options.map((o) => `${o} true`)];
  const result = await tx.query<Record<string, unknown>>(
    `explain (${options.join(', ')}) ${statement.sql}`,
    statement.params,
  );
  if (plan.format === 'json') {
    const value = Object.values(result.rows[0] ?? {})[0];
    return typeof value === 'string' ? value : JSON.stringify(value);
  }
  return result.rows.map((row) => String(Object.values(row)[0])).join('\n');
}

async function runStatement(tx: Tx, statement: Statement): Promise<Outcome> {
  const result = await tx.query<{ total: string | null; page: string; body: string }>(
    statement.sql,
    statement.params,
  );
  const row = result.rows[0];
  return {
    total: row?.total === null || row?.total === undefined ? null : Number(row.total),
    page: Number(row?.page ?? 0),
    body: row?.body ?? '',
  };
}

/** Everything resolved from the HTTP request before touching the database. */
interface Prepared {
  auth: RequestAuth;
  schema: string;
  prefs: Preferences;
  negotiated: Negotiated;
  cache: SchemaCache;
}

async function prepare(c: Context, ctx: BackendContext, store: SchemaStore): Promise<Prepared> {
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

function lowerHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    // The credentials stay out of request.headers: policies never need them.
    if (key !== 'authorization' && key !== 'apikey' && key !== 'cookie') out[key] = value;
  });
  return out;
}

async function inTransaction(
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

function appliedHeader(prefs: Preferences): Record<string, string> {
  return prefs.applied.length ? { 'preference-applied': prefs.applied.join(', ') } : {};
}

/** Serves `GET|HEAD|POST|PATCH|PUT|DELETE /rest/v1/<table>`. */
export async function handleTable(
  c: Context,
  ctx: BackendContext,
  store: SchemaStore,
  name: string,
): Promise<Response> {
  let prepared: Prepared | undefined;
  try {
    prepared = await prepare(c, ctx, store);
    const { schema, prefs, negotiated, cache } = prepared;
    const relation = cache.relations.get(qualified(schema, name));
    if (!relation) {
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
    const query = parseQuery(new URL(c.req.url).searchParams);
    const method = c.req.method;
    const p = prepared;
    if (method === 'GET' || method === 'HEAD') {
      const root = query.nodes.get('');
      const window = rowWindow(
        c.req.header('range'),
        c.req.header('range-unit'),
        root?.limit,
        root?.offset,
        ctx.config.api.max_rows,
      );
      const statement = planReadBody({
        cache,
        query,
        fromItem: qualifiedName(schema, name),
        alias: name,
        relation,
        limit: window.limit,
        offset: window.offset,
        count: prefs.count !== undefined,
        shape: negotiated.shape,
        stripNulls: negotiated.stripNulls,
      });
      return await inTransaction(c, ctx, p, async (tx) => {
        if (negotiated.plan)
          return planResponse(await explain(tx, statement, negotiated), negotiated);
        const outcome = await runStatement(tx, statement);
        return readResponse(outcome, window.offset, p, method === 'HEAD');
      });
    }
    const body = method === 'DELETE' ? undefined : await readBody(c);
    if (method !== 'DELETE' && body === undefined) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
    const kind =
      method === 'POST'
        ? prefs.resolution
          ? 'upsert'
          : 'insert'
        : method === 'PATCH'
          ? 'update'
          : method === 'PUT'
            ? 'put'
            : 'delete';
    const returnRows = prefs.return === 'representation';
    const statement = planMutation({
      cache,
      relation,
      query,
      kind,
      body,
      resolution: prefs.resolution,
      missingDefault: prefs.missing === 'default',
      returnRows,
      shape: negotiated.shape,
      stripNulls: negotiated.stripNulls,
    });
    return await inTransaction(c, ctx, p, async (tx) => {
      let affected: number;
      let outcome: Outcome | undefined;
      if (statement.returning) {
        outcome = await runStatement(tx, statement);
        affected = outcome.page;
      } else {
        affected = (await tx.query(statement.sql, statement.params)).rowCount;
      }
      if (
        prefs.handling === 'strict' &&
        prefs.maxAffected !== undefined &&
        affected > prefs.maxAffected
      ) {
        throw new RestError(
          400,
          'PGRST124',
          'Query result exceeds max-affected preference constraint',
          `The query affects ${affected} rows`,
        );
      }
      if (negotiated.shape === 'object' && returnRows && affected !== 1)
        throw singleError(affected);
      const headers: Record<string, string> = { ...appliedHeader(prefs) };
      if (prefs.count) headers['content-range'] = `*/${affected}`;
      else if (kind !== 'insert' && kind !== 'upsert')
        headers['content-range'] = affected ? `0-${affected - 1}/*` : '*/*';
      else headers['content-range'] = '*/*';
      const status = kind === 'insert' || kind === 'upsert' ? 201 : returnRows ? 200 : 204;
      if (!outcome) return new Response(null, { status: status === 201 ? 201 : 204, headers });
      headers['content-type'] = contentType(negotiated);
      return new Response(outcome.body, { status, headers });
    });
  } catch (error) {
    return errorResponse(fromPgError(error, prepared?.auth.role === 'anon' || !prepared));
  }
}

function planResponse(plan: string, negotiated: Negotiated): Response {
  return new Response(plan, { status: 200, headers: { 'content-type': contentType(negotiated) } });
}

function readResponse(
  outcome: Outcome,
  offset: number,
  prepared: Prepared,
  head: boolean,
): Response {
  const { negotiated, prefs } = prepared;
  if (negotiated.shape === 'object' && outcome.page !== 1) throw singleError(outcome.page);
  if (
    outcome.total !== null &&
    outcome.page === 0 &&
    offset > 0 &&
    offset >= outcome.total &&
    outcome.total >= 0
  ) {
    if (offset > outcome.total || outcome.total > 0) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${outcome.total} rows.`,
      );
    }
  }
  const partial =
    outcome.total !== null && outcome.page < outcome.total && negotiated.shape !== 'object';
  const headers: Record<string, string> = {
    'content-type': contentType(negotiated),
    'content-range': contentRange(offset, outcome.page, outcome.total),
    ...appliedHeader(prefs),
  };
  return new Response(head ? null : outcome.body, { status: partial ? 206 : 200, headers });
}

function callArgs(body: unknown, wholeBody: boolean, query: QueryParams): CallArgs {
  if (wholeBody) return { kind: 'body', value: body };
  if (body !== undefined) return { kind: 'named', values: body as Record<string, unknown> };
  return { kind: 'named', values: Object.fromEntries(query.extra) };
}

/**
 * `Prefer: params=single-object`: the whole body goes to the function's one json/jsonb
 * argument, whatever its name.
 */
function singleObjectRoutine(cache: SchemaCache, schema: string, name: string) {
  const routine = (cache.routines.get(qualified(schema, name)) ?? []).find(
    (r) => r.args.length === 1 && (r.args[0]?.type === 'json' || r.args[0]?.type === 'jsonb'),
  );
  if (!routine) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name} in the schema cache`,
      `Searched for the function ${schema}.${name} with a single json or jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  return { routine, wholeBody: true };
}

/** Serves `GET|HEAD|POST /rest/v1/rpc/<function>`. */
export async function handleRpc(
  c: Context,
  ctx: BackendContext,
  store: SchemaStore,
  name: string,
): Promise<Response> {
  let prepared: Prepared | undefined;
  try {
    prepared = await prepare(c, ctx, store);
    const { schema, prefs, negotiated, cache } = prepared;
    const method = c.req.method;
    const search = new URL(c.req.url).searchParams;
    let body: unknown;
    let given: string[];
    if (method === 'POST') {
      body = await readBody(c);
      if (body === undefined) body = {};
      given =
        body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
    } else {
      const reserved = new Set([
        'select',
        'order',
        'limit',
        'offset',
        'columns',
        'on_conflict',
        'or',
        'and',
        'not.or',
        'not.and',
      ]);
      given = [...new Set([...search.keys()].filter((k) => !reserved.has(k)))];
      // On GET, parameters that name an argument are arguments; the rest are filters.
      const overloads = cache.routines.get(qualified(schema, name)) ?? [];
      const argNames = new Set(overloads.flatMap((r) => r.args.map((a) => a.name)));
      given = given.filter((k) => argNames.has(k));
    }
    const { routine, wholeBody } =
      method === 'POST' && prefs.singleObject
        ? singleObjectRoutine(cache, schema, name)
        : resolveRoutine(cache, schema, name, given, method === 'POST');
    const argNames = new Set(method === 'POST' ? [] : given);
    const query = parseQuery(search, argNames);
    if (
      method === 'POST' &&
      !wholeBody &&
      (body === null || typeof body !== 'object' || Array.isArray(body))
    ) {
      throw new RestError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'Function arguments must be a JSON object',
      );
    }
    const root = query.nodes.get('');
    const window = rowWindow(
      c.req.header('range'),
      c.req.header('range-unit'),
      root?.limit,
      root?.offset,
      ctx.config.api.max_rows,
    );
    const statement = planCall({
      cache,
      routine,
      args: callArgs(body, wholeBody, query),
      query,
      limit: window.limit,
      offset: window.offset,
      count: prefs.count !== undefined,
      shape: negotiated.shape,
      stripNulls: negotiated.stripNulls,
    });
    const p = prepared;
    return await inTransaction(c, ctx, p, async (tx) => {
      if (negotiated.plan)
        return planResponse(await explain(tx, statement, negotiated), negotiated);
      return rpcResponse(tx, statement, statement.result, window.offset, p, method === 'HEAD');
    });
  } catch (error) {
    return errorResponse(fromPgError(error, prepared?.auth.role === 'anon' || !prepared));
  }
}

async function rpcResponse(
  tx: Tx,
  statement: Statement,
  result: CallResult,
  offset: number,
  prepared: Prepared,
  head: boolean,
): Promise<Response> {
  if (result === 'void') {
    await tx.query(statement.sql, statement.params);
    return new Response(null, { status: 204, headers: appliedHeader(prepared.prefs) });
  }
  if (result === 'scalar') {
    const rows = await tx.query<{ body: string | null }>(statement.sql, statement.params);
    const body = rows.rows[0]?.body ?? 'null';
    return new Response(head ? null : body, {
      status: 200,
      headers: {
        'content-type': JSON_TYPE,
        'content-range': '0-0/*',
        ...appliedHeader(prepared.prefs),
      },
    });
  }
  const outcome = await runStatement(tx, statement);
  if (result === 'single-row') {
    return new Response(head ? null : outcome.body || 'null', {
      status: 200,
      headers: {
        'content-type': JSON_TYPE,
        'content-range': contentRange(0, outcome.page, outcome.total),
      },
    });
  }
  return readResponse(outcome, offset, prepared, head);
}
