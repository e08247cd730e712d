import type { Context } from 'hono';
import type { Tx } from '../../db/engine.js';
import { RestError } from '../errors.js';
import { parseQuery, type QueryParams } from '../parse/request.js';
import type { Statement } from '../plan/read.js';
import { type CallArgs, type CallResult, planCall, resolveRoutine } from '../plan/rpc.js';
import {
  appliedHeader,
  inTransaction,
  JSON_TYPE,
  type Prepared,
  readBody,
  windowOf,
} from '../request.js';
import { contentRange, explain, planResponse, readResponse, runStatement } from '../respond.js';
import { qualified, type SchemaCache } from '../schema-cache.js';

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

/** Query parameters that are never function arguments on GET. */
const RESERVED = new Set([
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

/** On GET, the parameters that name an argument of some overload are arguments. */
function queryArguments(search: URLSearchParams, prepared: Prepared, name: string): string[] {
  const { cache, schema } = prepared;
  const given = [...new Set([...search.keys()].filter((k) => !RESERVED.has(k)))];
  const overloads = cache.routines.get(qualified(schema, name)) ?? [];
  const argNames = new Set(overloads.flatMap((r) => r.args.map((a) => a.name)));
  return given.filter((k) => argNames.has(k));
}

/** The POST body's arguments: `{}` when empty, the keys of an object. */
async function bodyArguments(c: Context): Promise<{ body: unknown; given: string[] }> {
  const read = await readBody(c);
  const body = read === undefined ? {} : read;
  const given =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  return { body, given };
}

/**
 * `GET|HEAD|POST /rest/v1/rpc/<function>`: pick the overload the arguments name, plan the
 * call (its result shaped in SQL like a read), run it in the caller's transaction.
 */
export async function callFunction(c: Context, prepared: Prepared): Promise<Response> {
  const { schema, prefs, negotiated, cache } = prepared;
  const name = c.req.param('fn') ?? '';
  const method = c.req.method;
  const search = new URL(c.req.url).searchParams;
  const { body, given } =
    method === 'POST'
      ? await bodyArguments(c)
      : { body: undefined, given: queryArguments(search, prepared, name) };
  const { routine, wholeBody } =
    method === 'POST' && prefs.singleObject
      ? singleObjectRoutine(cache, schema, name)
      : resolveRoutine(cache, schema, name, given, method === 'POST');
  const query = parseQuery(search, new Set(method === 'POST' ? [] : given));
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
  const window = windowOf(c, prepared, query);
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
  return inTransaction(c, prepared, async (tx) => {
    if (negotiated.plan) return planResponse(await explain(tx, statement, negotiated), negotiated);
    return rpcResponse(tx, statement, statement.result, window.offset, prepared, method === 'HEAD');
  });
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
