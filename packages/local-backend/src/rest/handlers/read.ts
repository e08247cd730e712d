import type { Context } from 'hono';
import { parseQuery } from '../parse/request.js';
import { planReadBody, type Statement } from '../plan/read.js';
import { qualifiedName } from '../plan/sql.js';
import type { PlanCache } from '../plan-cache.js';
import type { RowWindow } from '../range.js';
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
import type { Relation } from '../schema-cache.js';

/** A planned read: its statement and the rows it asks for. */
interface ReadPlan {
  statement: Statement;
  window: RowWindow;
}

/** Parses the query string and plans the statement that builds the body in SQL. */
function planRead(c: Context, prepared: Prepared, name: string, relation: Relation): ReadPlan {
  const { schema, prefs, negotiated, cache } = prepared;
  const query = parseQuery(new URLSearchParams(prepared.search));
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
  return { statement, window };
}

/** What a read's plan depends on besides the schema cache: the request's shape. */
function planKey(c: Context, prepared: Prepared, name: string): string {
  const { negotiated, prefs } = prepared;
  const format = `${negotiated.shape}:${negotiated.stripNulls ? 1 : 0}:${negotiated.plan ? 1 : 0}`;
  const range = `${c.req.header('range') ?? ''}|${c.req.header('range-unit') ?? ''}`;
  return `${prepared.schema}\0${name}\0${prepared.search}\0${format}\0${prefs.count ?? ''}\0${range}`;
}

/**
 * `GET|HEAD /rest/v1/<table>`: parse the query string, plan one statement that builds the
 * JSON (or CSV) body in SQL (or take the plan of an earlier request of the same shape), run
 * it in the caller's read-only transaction, and respond.
 */
export async function readTable(c: Context, prepared: Prepared): Promise<Response> {
  const { prefs, negotiated, cache, ctx } = prepared;
  const name = c.req.param('table') ?? '';
  const relation = relationOf(prepared, name);
  const plans = prepared.plans as PlanCache<ReadPlan>;
  const { statement, window } = plans.get(cache, planKey(c, prepared, name), () =>
    planRead(c, prepared, name, relation),
  );
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
