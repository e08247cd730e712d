import { RestError } from '../errors.js';
import type { QueryParams } from '../parse/request.js';
import type { Relation, SchemaCache } from '../schema-cache.js';
import { columnOf, filterSql } from './filters.js';
import { asRows, columnError, payloadColumns, payloadSource } from './payload.js';
import { type BodyShape, planContext, planReadBody, type Statement } from './read.js';
import { planLevel } from './select.js';
import { Params, qualifiedName, quoteIdent } from './sql.js';

/** A write and, when rows are returned, how to shape them. */
export interface MutationInput {
  cache: SchemaCache;
  relation: Relation;
  query: QueryParams;
  kind: 'insert' | 'update' | 'delete' | 'upsert' | 'put';
  /** Parsed JSON body (object or array) for insert/update/upsert/put. */
  body?: unknown;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault?: boolean;
  /** `representation`: return the rows; otherwise only count them. */
  returnRows: boolean;
  /** `headers-only`: return the primary key of the written rows (for `Location`). */
  returnKeys?: boolean;
  shape: BodyShape;
  /** Leave out keys whose value is null. Default `false`. */
  stripNulls?: boolean;
}

/** A planned write: the statement, whether it yields a response row, the key columns. */
export type PlannedMutation = Statement & {
  returning: boolean;
  keys?: string[];
  /** Merging upserts count the rows they insert in `pgrst.inserted` (see {@link INSERTED}). */
  countsInserts?: boolean;
};

/**
 * Rows a merging upsert inserted (rather than updated), read after the statement: the insert
 * adds one per payload row and each conflict update takes one away, as PostgREST counts.
 */
export const INSERTED = `nullif(current_setting('pgrst.inserted', true), '')::int`;

const countStep = (delta: '+' | '-') =>
  `set_config('pgrst.inserted', (coalesce(${INSERTED}, 0) ${delta} 1)::text, true) <> '${delta === '+' ? '0' : '-1'}'`;

const MUTATION = quoteIdent('_pgrst_mutation');

/** The WHERE of PATCH and DELETE: the filters, and `limit`/`offset` through the rows' ctid. */
function whereClause(input: MutationInput, params: Params): string {
  const { relation, query } = input;
  const root = query.nodes.get('') ?? { filters: [] };
  const alias = quoteIdent(relation.name);
  const filters = () => root.filters.map((f) => filterSql(f, columnOf(relation.name), params));
  const parts = filters();
  if ((root.limit !== undefined || root.offset !== undefined) && relation.kind === 'table') {
    const inner = filters();
    const ctx = planContext(input.cache, query.nodes, params);
    const level = planLevel({ relation, alias: relation.name }, [], ctx, '');
    const paging = `${root.limit !== undefined ? ` limit ${root.limit}` : ''}${root.offset ? ` offset ${root.offset}` : ''}`;
    const table = qualifiedName(relation.schema, relation.name);
    parts.push(
      `${alias}.ctid = any(array(select ${alias}.ctid from ${table} as ${alias}${inner.length ? ` where ${inner.join(' and ')}` : ''}${level.order(root.order)}${paging}))`,
    );
  }
  return parts.length ? ` where ${parts.join(' and ')}` : '';
}

/** `UPDATE … SET` the body's columns; `undefined` when the body names none. */
function updateStatement(input: MutationInput, params: Params): string | undefined {
  const { relation, body } = input;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects a JSON object');
  }
  const columns = payloadColumns(relation, [body as Record<string, unknown>], input.query);
  if (columns.length === 0) return undefined;
  const table = qualifiedName(relation.schema, relation.name);
  const source = quoteIdent('_pgrst_body');
  const sets = columns.map((c) => `${quoteIdent(c)} = ${source}.${quoteIdent(c)}`).join(', ');
  const row = params.add(JSON.stringify(body));
  return `update ${table} as ${quoteIdent(relation.name)} set ${sets} from (select * from json_populate_record(null::${table}, ${row}::json)) as ${source}${whereClause(input, params)}`;
}

/**
 * `ON CONFLICT` of an upsert or PUT: the conflict target (on_conflict or the primary key),
 * then nothing or an update of the payload's other columns (of the conflict columns when the
 * payload holds only those, so the existing row is returned, as PostgREST does).
 */
function conflictClause(input: MutationInput, columns: string[], counting: boolean): string {
  const { relation } = input;
  const conflict = input.query.onConflict ?? relation.primaryKey;
  if (conflict.length === 0) {
    throw new RestError(
      400,
      'PGRST118',
      `Cannot upsert into '${relation.name}': it has no primary key and no on_conflict was given`,
    );
  }
  for (const column of conflict)
    if (!relation.columns.has(column)) throw columnError(relation, column);
  const target = conflict.map((c) => quoteIdent(c)).join(', ');
  const others = columns.filter((c) => !conflict.includes(c));
  const updates = others.length ? others : columns;
  if (input.resolution === 'ignore-duplicates' || updates.length === 0) {
    return ` on conflict (${target}) do nothing`;
  }
  const sets = updates.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ');
  return ` on conflict (${target}) do update set ${sets}${counting ? ` where ${countStep('-')}` : ''}`;
}

/** PUT must address the row it writes: the filters are the primary key, matching the body. */
function checkPut(input: MutationInput, row: Record<string, unknown>): void {
  const root = input.query.nodes.get('') ?? { filters: [] };
  const filtered = root.filters
    .filter((f) => f.type === 'condition' && f.operator === 'eq' && !f.negated)
    .map((f) => (f.type === 'condition' ? f.field.name : ''));
  const pk = input.relation.primaryKey;
  if (pk.length === 0 || !pk.every((c) => filtered.includes(c)) || filtered.length !== pk.length) {
    throw new RestError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
  for (const f of root.filters) {
    if (f.type === 'condition' && String(row[f.field.name]) !== f.value) {
      throw new RestError(
        400,
        'PGRST115',
        'Payload values do not match URL in primary key column(s)',
      );
    }
  }
}

/** `INSERT` (with `ON CONFLICT` for upserts and PUT); `undefined` for an empty array. */
function insertStatement(input: MutationInput, params: Params, counting: boolean) {
  const { relation } = input;
  const rows = asRows(input.body, input.kind === 'put');
  const columns = payloadColumns(relation, rows, input.query);
  if (rows.length === 0) return undefined;
  const table = `${qualifiedName(relation.schema, relation.name)} as ${quoteIdent(relation.name)}`;
  const where = counting ? ` where ${countStep('+')}` : '';
  let statement: string;
  if (columns.length) {
    const missing = Boolean(input.missingDefault);
    const source = payloadSource(relation, rows, columns, missing, params, where);
    statement = `insert into ${table} (${columns.map((c) => quoteIdent(c)).join(', ')}) ${source}`;
  } else {
    // `{}` or `[{}, {}]`: one row of defaults per object, as PostgREST inserts them; a
    // zero-column select fills every column with its default.
    const count = params.add(rows.length);
    statement = `insert into ${table} select from generate_series(1, ${count}::int)${where}`;
  }
  if (input.kind === 'upsert' || input.kind === 'put') {
    statement += conflictClause(input, columns, counting);
  }
  if (input.kind === 'put') checkPut(input, rows[0] ?? {});
  return statement;
}

/** The response part: the representation built in SQL, the written keys, or nothing. */
function withResult(statement: string, input: MutationInput, params: Params): PlannedMutation {
  if (input.returnRows) {
    const alias = quoteIdent(input.relation.name);
    return finish(`with ${MUTATION} as (${statement} returning ${alias}.*)`, input, params);
  }
  const keys = input.relation.primaryKey;
  if (input.returnKeys && keys.length && (input.kind === 'insert' || input.kind === 'upsert')) {
    const alias = quoteIdent(input.relation.name);
    const list = keys.map((k) => `${alias}.${quoteIdent(k)}::text as ${quoteIdent(k)}`).join(', ');
    return { sql: `${statement} returning ${list}`, params: params.values, returning: false, keys };
  }
  return { sql: statement, params: params.values, returning: false };
}

/**
 * Plans an INSERT/UPSERT/UPDATE/DELETE. With `returnRows` the statement also builds the
 * response body from the affected rows; otherwise it has no RETURNING (so SELECT policies
 * do not apply, as with PostgREST's `return=minimal`) and the row count is the result.
 */
export function planMutation(input: MutationInput): PlannedMutation {
  const params = new Params();
  const { relation } = input;
  const table = qualifiedName(relation.schema, relation.name);
  const counting = input.kind === 'upsert' && input.resolution === 'merge-duplicates';
  const statement =
    input.kind === 'delete'
      ? `delete from ${table} as ${quoteIdent(relation.name)}${whereClause(input, params)}`
      : input.kind === 'update'
        ? updateStatement(input, params)
        : insertStatement(input, params, counting);
  if (statement === undefined) {
    const empty = `select * from ${table} as ${quoteIdent(relation.name)} where false`;
    return finish(`with ${MUTATION} as (${empty})`, input, params);
  }
  return { ...withResult(statement, input, params), countsInserts: counting };
}

function finish(cte: string, input: MutationInput, params: Params): PlannedMutation {
  const read = planReadBody({
    cache: input.cache,
    query: input.query,
    fromItem: MUTATION,
    alias: input.relation.name,
    relation: input.relation,
    count: false,
    shape: input.shape,
    stripNulls: input.stripNulls,
    applyFilters: false,
    params,
  });
  return { sql: `${cte} ${read.sql}`, params: params.values, returning: true };
}
