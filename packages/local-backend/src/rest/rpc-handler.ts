import type { Context } from 'hono';
import type { BackendContext } from '../context.js';
import type { Tx } from '../db/engine.js';
import { fromPgError, RestError } from './errors.js';
import { parseQuery, type QueryParams } from './parse/request.js';
import type { Statement } from './plan/read.js';
import { type CallArgs, type CallResult, planCall, resolveRoutine } from './plan/rpc.js';
import { rowWindow } from './range.js';
import {
  appliedHeader,
  errorResponse,
  inTransaction,
  JSON_TYPE,
  type Prepared,
  prepare,
  readBody,
} from './request-scope.js';
import { contentRange, explain, planResponse, readResponse, runStatement } from './respond.js';
import { qualified, type SchemaCache } from './schema-cache.js';
import type { SchemaStore } from './schema-store.js';

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
