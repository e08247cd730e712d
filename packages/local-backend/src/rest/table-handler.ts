import type { Context } from 'hono';
import type { BackendContext } from '../context.js';
import { fromPgError, RestError } from './errors.js';
import { parseQuery } from './parse/request.js';
import { planMutation } from './plan/mutate.js';
import { planReadBody } from './plan/read.js';
import { qualifiedName } from './plan/sql.js';
import { rowWindow } from './range.js';
import {
  appliedHeader,
  errorResponse,
  inTransaction,
  type Prepared,
  prepare,
  readBody,
} from './request-scope.js';
import {
  contentType,
  explain,
  type Outcome,
  plannedCount,
  planResponse,
  readResponse,
  runStatement,
  singleError,
} from './respond.js';
import { qualified } from './schema-cache.js';
import type { SchemaStore } from './schema-store.js';

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
        // planned counts come from EXPLAIN; estimated ones are exact up to max_rows.
        count: prefs.count === 'exact' || prefs.count === 'estimated',
        shape: negotiated.shape,
        stripNulls: negotiated.stripNulls,
      });
      const maxRows = ctx.config.api.max_rows;
      return await inTransaction(c, ctx, p, async (tx) => {
        if (negotiated.plan)
          return planResponse(await explain(tx, statement, negotiated), negotiated);
        const outcome = await runStatement(tx, statement);
        if (
          prefs.count === 'planned' ||
          (prefs.count === 'estimated' && outcome.total !== null && outcome.total > maxRows)
        ) {
          outcome.total = await plannedCount(tx, statement);
        }
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
      returnKeys: prefs.return === 'headers-only',
      shape: negotiated.shape,
      stripNulls: negotiated.stripNulls,
    });
    return await inTransaction(c, ctx, p, async (tx) => {
      let affected: number;
      let outcome: Outcome | undefined;
      let location: string | undefined;
      if (statement.returning) {
        outcome = await runStatement(tx, statement);
        affected = outcome.page;
      } else {
        const result = await tx.query<Record<string, string | null>>(
          statement.sql,
          statement.params,
        );
        affected = statement.keys ? result.rows.length : result.rowCount;
        const first = result.rows[0];
        if (statement.keys && first) {
          const search = new URLSearchParams(
            statement.keys.map((k): [string, string] => [k, `eq.${first[k] ?? ''}`]),
          );
          location = `/${name}?${search.toString()}`;
        }
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
      if (location) headers.location = location;
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
