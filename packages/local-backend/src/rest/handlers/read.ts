import type { Context } from 'hono';
import { parseQuery } from '../parse/request.js';
import { planReadBody } from '../plan/read.js';
import { qualifiedName } from '../plan/sql.js';
import { inTransaction, type Prepared, relationOf, requestSettings, windowOf } from '../request.js';
import {
  explain,
  type OutcomeRow,
  outcomeOf,
  plannedCount,
  planResponse,
  readResponse,
  runStatement,
} from '../respond.js';

/**
 * `GET|HEAD /rest/v1/<table>`: parse the query string, plan one statement that builds the
 * JSON (or CSV) body in SQL, run it in the caller's read-only transaction, and respond.
 */
export async function readTable(c: Context, prepared: Prepared): Promise<Response> {
  const { schema, prefs, negotiated, cache, ctx } = prepared;
  const name = c.req.param('table') ?? '';
  const relation = relationOf(prepared, name);
  const query = parseQuery(new URL(c.req.url).searchParams);
  const window = windowOf(c, prepared, query);
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
  const head = c.req.method === 'HEAD';
  if (!negotiated.plan && prefs.count !== 'planned' && prefs.count !== 'estimated') {
    // One statement and nothing after it: settings, read and commit in one round trip.
    const result = await ctx.db.requestQuery<OutcomeRow>(
      requestSettings(c, prepared),
      statement.sql,
      statement.params,
    );
    return readResponse(outcomeOf(result), window.offset, prepared, head);
  }
  const maxRows = ctx.config.api.max_rows;
  return inTransaction(c, prepared, async (tx) => {
    if (negotiated.plan) return planResponse(await explain(tx, statement, negotiated), negotiated);
    const outcome = await runStatement(tx, statement);
    if (
      prefs.count === 'planned' ||
      (prefs.count === 'estimated' && outcome.total !== null && outcome.total > maxRows)
    ) {
      outcome.total = await plannedCount(tx, statement);
    }
    return readResponse(outcome, window.offset, prepared, head);
  });
}
