import type { QueryResult, Tx } from '../db/engine.js';
import { RestError } from './errors.js';
import type { Negotiated } from './negotiate.js';
import type { Statement } from './plan/read.js';
import { appliedHeader, JSON_TYPE, type Prepared } from './request.js';

/** What a response statement yields: the total (when counted), rows in the body, and the body. */
export interface Outcome {
  total: number | null;
  page: number;
  body: string;
}

/** The response content type for a negotiated format. */
export function contentType(negotiated: Negotiated): string {
  if (negotiated.plan) {
    return `application/vnd.pgrst.plan+${negotiated.plan.format}; charset=utf-8`;
  }
  if (negotiated.shape === 'csv') return 'text/csv; charset=utf-8';
  if (negotiated.shape === 'geojson') return 'application/geo+json; charset=utf-8';
  if (negotiated.shape === 'object') return 'application/vnd.pgrst.object+json; charset=utf-8';
  return JSON_TYPE;
}

/** `Content-Range` as PostgREST writes it: first-last/total, or a star for the range when empty. */
export function contentRange(offset: number, page: number, total: number | null): string {
  const size = total === null ? '*' : String(total);
  return page > 0 ? `${offset}-${offset + page - 1}/${size}` : `*/${size}`;
}

/** 406 PGRST116: a single object was requested but `rows` rows matched. */
export function singleError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

/** Runs EXPLAIN on a planned statement with the requested format and options. */
export async function explain(
  tx: Tx,
  statement: Statement,
  negotiated: Negotiated,
): Promise<string> {
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

/** The one row a planned response statement yields. */
export type OutcomeRow = { total: string | null; page: string; body: string };

/** Runs a planned response statement and reads its `total`, `page` and `body`. */
export async function runStatement(tx: Tx, statement: Statement): Promise<Outcome> {
  return outcomeOf(await tx.query<OutcomeRow>(statement.sql, statement.params));
}

/** Reads `total`, `page` and `body` from a response statement's result. */
export function outcomeOf(result: QueryResult<OutcomeRow>): Outcome {
  const row = result.rows[0];
  return {
    total: row?.total === null || row?.total === undefined ? null : Number(row.total),
    page: Number(row?.page ?? 0),
    body: row?.body ?? '',
  };
}

/** A query-plan response. */
export function planResponse(plan: string, negotiated: Negotiated): Response {
  return new Response(plan, { status: 200, headers: { 'content-type': contentType(negotiated) } });
}

/** Shapes a read: single-object check, 416 past the end, 206 for a partial range. */
export function readResponse(
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

// Nodes that pass rows through on their way to the JSON aggregate; the first other node's
// estimate is the number of rows the filters select.
const PASS_THROUGH = new Set([
  'Aggregate',
  'Limit',
  'Subquery Scan',
  'Sort',
  'Incremental Sort',
  'Result',
]);

interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** `Prefer: count=planned`: the planner's estimate of the rows the filters select. */
export async function plannedCount(tx: Tx, statement: Statement): Promise<number> {
  const result = await tx.query<Record<string, unknown>>(
    `explain (format json) ${statement.sql}`,
    statement.params,
  );
  const raw = Object.values(result.rows[0] ?? {})[0];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  let node = parsed[0]?.Plan;
  while (node && PASS_THROUGH.has(node['Node Type'])) {
    const child: PlanNode | undefined = node.Plans?.find(
      (p) => p['Parent Relationship'] === 'Outer',
    );
    if (!child) break;
    node = child;
  }
  return Math.round(node?.['Plan Rows'] ?? 0);
}
