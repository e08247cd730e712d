import type { Context } from 'hono';
import type { Tx } from '../../db/engine.js';
import { RestError } from '../errors.js';
import { parseQuery, type QueryParams } from '../parse/request.js';
import type { Statement } from '../plan/read.js';
import { type CallArgs, type CallResult, planCall } from '../plan/rpc.js';
import { resolveRoutine } from '../plan/rpc-resolve.js';
import { appliedHeader, inTransaction, JSON_TYPE, type Prepared, windowOf } from '../request.js';
import { contentRange, explain, planResponse, readResponse, runStatement } from '../respond.js';
import { qualified, type Routine, type SchemaCache } from '../schema-cache.js';
import { bodyArguments, type CallInput, queryArguments, textAsJson } from './rpc-args.js';

/** The arguments to plan with: the whole body, the named body keys, or the query's. */
function callArgs(input: CallInput, wholeBody: boolean, query: QueryParams): CallArgs {
  if (wholeBody) {
    // As PostgREST: a JSON body reaches the parameter as sent (an empty one as `{}`).
    const text = input.raw?.trim() ? input.raw : '{}';
    return { kind: 'body', value: input.source === 'json' ? text : input.body };
  }
  if (input.source === 'query') return { kind: 'named', values: Object.fromEntries(query.extra) };
  const body = input.body as Record<string, unknown>;
  const values = Object.fromEntries(input.given.map((k) => [k, body[k]]));
  return { kind: 'named', values, sent: input.members };
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

/** `max-affected` with `handling=strict` needs a set to count (PostgREST's PGRST128). */
function checkStrictLimit(prefs: Prepared['prefs'], routine: Routine): void {
  if (prefs.handling !== 'strict' || prefs.maxAffected === undefined || routine.returnsSet) return;
  throw new RestError(
    400,
    'PGRST128',
    'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
  );
}

/** Reads the arguments (query or body), picks the overload and parses the rest of the query. */
async function resolveCall(c: Context, prepared: Prepared, name: string) {
  const { schema, prefs, cache } = prepared;
  const search = new URL(c.req.url).searchParams;
  const post = c.req.method === 'POST';
  const columns = post ? parseQuery(search).columns : undefined;
  let input: CallInput = post
    ? await bodyArguments(c, columns)
    : { source: 'query', given: queryArguments(search), body: undefined };
  const resolve = () =>
    post && prefs.singleObject
      ? singleObjectRoutine(cache, schema, name)
      : resolveRoutine(cache, schema, name, input.given, input.source);
  let resolved: ReturnType<typeof resolve>;
  try {
    resolved = resolve();
  } catch (error) {
    const asJson = error instanceof RestError && error.status === 404 && textAsJson(input, columns);
    if (!asJson) throw error;
    input = asJson;
    resolved = resolve();
  }
  const { routine, wholeBody } = resolved;
  const body = input.body;
  if (post && !wholeBody && (body === null || typeof body !== 'object' || Array.isArray(body))) {
    throw new RestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      'Function arguments must be a JSON object',
    );
  }
  checkStrictLimit(prefs, routine);
  const query = parseQuery(search, new Set(post ? [] : input.given));
  return { routine, query, args: callArgs(input, wholeBody, query) };
}

/**
 * `GET|HEAD|POST /rest/v1/rpc/<function>`: pick the overload the arguments name, plan the
 * call (its result shaped in SQL like a read), run it in the caller's transaction.
 */
export async function callFunction(c: Context, prepared: Prepared): Promise<Response> {
  const { prefs, negotiated, cache } = prepared;
  const { routine, query, args } = await resolveCall(c, prepared, c.req.param('fn') ?? '');
  const window = windowOf(c, prepared, query);
  const statement = planCall({
    cache,
    routine,
    args,
    query,
    limit: window.limit,
    offset: window.offset,
    count: prefs.count !== undefined,
    shape: negotiated.shape,
    stripNulls: negotiated.stripNulls,
  });
  const head = c.req.method === 'HEAD';
  return inTransaction(c, prepared, async (tx) => {
    if (negotiated.plan) return planResponse(await explain(tx, statement, negotiated), negotiated);
    return rpcResponse(tx, statement, statement.result, window.offset, prepared, head);
  });
}

/** PostgREST's PGRST124: the function returned more rows than `max-affected` allows. */
function checkMaxAffected(prefs: Prepared['prefs'], rows: number): void {
  if (prefs.handling !== 'strict' || prefs.maxAffected === undefined) return;
  if (rows <= prefs.maxAffected) return;
  throw new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  );
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
        // A scalar is one row: counted, PostgREST reports it as such.
        'content-range': prepared.prefs.count ? '0-0/1' : '0-0/*',
        ...appliedHeader(prepared.prefs),
      },
    });
  }
  const outcome = await runStatement(tx, statement);
  checkMaxAffected(prepared.prefs, outcome.page);
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
