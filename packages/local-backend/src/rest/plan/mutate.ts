import { RestError } from '../errors.js';
import type { QueryParams } from '../parse/request.js';
import type { Relation, SchemaCache } from '../schema-cache.js';
import { columnOf, filterSql } from './filters.js';
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

function columnError(relation: Relation, name: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${name}' column of '${relation.name}' in the schema cache`,
  );
}

/** The columns a payload writes: `columns=` when given, else the keys of the first object. */
function payloadColumns(
  relation: Relation,
  rows: Record<string, unknown>[],
  query: QueryParams,
): string[] {
  let columns: string[];
  if (query.columns) columns = query.columns;
  else {
    const first = Object.keys(rows[0] ?? {});
    for (const row of rows) {
      const keys = Object.keys(row);
      if (keys.length !== first.length || keys.some((k) => !first.includes(k))) {
        throw new RestError(400, 'PGRST102', 'All object keys must match');
      }
    }
    columns = first;
  }
  for (const column of columns)
    if (!relation.columns.has(column)) throw columnError(relation, column);
  return columns;
}

function asRows(body: unknown, single: boolean): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  if (single && Array.isArray(body) && body.length !== 1) {
    throw new RestError(400, 'PGRST102', 'Payload must contain exactly one object');
  }
  for (const row of rows) {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      throw new RestError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'Every element must be a JSON object',
      );
    }
  }
  return rows as Record<string, unknown>[];
}

/** Rows of the payload as a record set typed like the table (PostgreSQL does the conversions). */
function payloadSource(
  relation: Relation,
  rows: Record<string, unknown>[],
  columns: string[],
  missingDefault: boolean,
  params: Params,
): string {
  const table = qualifiedName(relation.schema, relation.name);
  const json = params.add(JSON.stringify(rows));
  if (!missingDefault) {
    const list = columns.map((c) => quoteIdent(c)).join(', ');
    return `select ${list} from json_populate_recordset(null::${table}, ${json}::json)`;
  }
  // A key missing from a row takes the column default, as PostgREST's missing=default does.
  const doc = quoteIdent('_doc');
  const list = columns.map((c) => {
    const column = relation.columns.get(c);
    const fallback = column?.defaultExpr ?? 'null';
    return `case when ${doc}::jsonb ? ${params.add(c)} then (json_populate_record(null::${table}, ${doc})).${quoteIdent(c)} else ${fallback} end`;
  });
  return `select ${list.join(', ')} from json_array_elements(${json}::json) as ${quoteIdent('_rows')}(${doc})`;
}

/**
 * Plans an INSERT/UPSERT/UPDATE/DELETE. With `returnRows` the statement also builds the
 * response body from the affected rows; otherwise it has no RETURNING (so SELECT policies
 * do not apply, as with PostgREST's `return=minimal`) and the row count is the result.
 */
export function planMutation(
  input: MutationInput,
): Statement & { returning: boolean; keys?: string[] } {
  const { relation, query } = input;
  const params = new Params();
  const table = qualifiedName(relation.schema, relation.name);
  const alias = quoteIdent(relation.name);
  const root = query.nodes.get('') ?? { filters: [] };
  const filters = () => root.filters.map((f) => filterSql(f, columnOf(relation.name), params));
  const where = () => {
    const parts = filters();
    // `limit`/`offset` on PATCH and DELETE pick the rows (in `order`) through their ctid.
    if ((root.limit !== undefined || root.offset !== undefined) && relation.kind === 'table') {
      const inner = filters();
      const level = planLevel(
        { relation, alias: relation.name },
        [],
        planContext(input.cache, query.nodes, params),
        '',
      );
      const paging = `${root.limit !== undefined ? ` limit ${root.limit}` : ''}${root.offset ? ` offset ${root.offset}` : ''}`;
      parts.push(
        `${alias}.ctid = any(array(select ${alias}.ctid from ${table} as ${alias}${inner.length ? ` where ${inner.join(' and ')}` : ''}${level.order(root.order)}${paging}))`,
      );
    }
    return parts.length ? ` where ${parts.join(' and ')}` : '';
  };
  let statement: string;
  if (input.kind === 'delete') {
    statement = `delete from ${table} as ${alias}${where()}`;
  } else if (input.kind === 'update') {
    if (input.body === null || typeof input.body !== 'object' || Array.isArray(input.body)) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects a JSON object');
    }
    const rows = [input.body as Record<string, unknown>];
    const columns = payloadColumns(relation, rows, query);
    if (columns.length === 0) {
      statement = `select * from ${table} as ${alias} where false`;
      return finish(`with ${quoteIdent('_pgrst_mutation')} as (${statement})`, input, params, true);
    }
    const source = quoteIdent('_pgrst_body');
    const sets = columns.map((c) => `${quoteIdent(c)} = ${source}.${quoteIdent(c)}`).join(', ');
    statement = `update ${table} as ${alias} set ${sets} from (select * from json_populate_record(null::${table}, ${params.add(JSON.stringify(rows[0]))}::json)) as ${source}${where()}`;
  } else {
    const rows = asRows(input.body, input.kind === 'put');
    const columns = payloadColumns(relation, rows, query);
    if (rows.length === 0) {
      statement = `select * from ${table} as ${alias} where false`;
      return finish(`with ${quoteIdent('_pgrst_mutation')} as (${statement})`, input, params, true);
    }
    if (columns.length) {
      const source = payloadSource(relation, rows, columns, Boolean(input.missingDefault), params);
      const target = ` (${columns.map((c) => quoteIdent(c)).join(', ')})`;
      statement = `insert into ${table} as ${alias}${target} ${source}`;
    } else {
      // `{}` or `[{}, {}]`: one row of defaults per object, as PostgREST inserts them; a
      // zero-column select fills every column with its default.
      const count = params.add(rows.length);
      statement = `insert into ${table} as ${alias} select from generate_series(1, ${count}::int)`;
    }
    if (input.kind === 'upsert' || input.kind === 'put') {
      const conflict = query.onConflict ?? relation.primaryKey;
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
      const updates = columns.filter((c) => !conflict.includes(c));
      if (input.resolution === 'ignore-duplicates' || updates.length === 0) {
        statement += ` on conflict (${target}) do nothing`;
      } else {
        statement += ` on conflict (${target}) do update set ${updates
          .map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`)
          .join(', ')}`;
      }
    }
    if (input.kind === 'put') {
      // PUT must address the row it writes: the filters are the primary key.
      const filtered = root.filters
        .filter((f) => f.type === 'condition' && f.operator === 'eq' && !f.negated)
        .map((f) => (f.type === 'condition' ? f.field.name : ''));
      const pk = relation.primaryKey;
      if (
        pk.length === 0 ||
        !pk.every((c) => filtered.includes(c)) ||
        filtered.length !== pk.length
      ) {
        throw new RestError(
          405,
          'PGRST105',
          "Filters must include all and only primary key columns with 'eq' operators",
        );
      }
      const row = rows[0] ?? {};
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
  }
  if (!input.returnRows) {
    const keys = relation.primaryKey;
    if (input.returnKeys && keys.length && (input.kind === 'insert' || input.kind === 'upsert')) {
      const list = keys
        .map((k) => `${alias}.${quoteIdent(k)}::text as ${quoteIdent(k)}`)
        .join(', ');
      return {
        sql: `${statement} returning ${list}`,
        params: params.values,
        returning: false,
        keys,
      };
    }
    return { sql: statement, params: params.values, returning: false };
  }
  return finish(
    `with ${quoteIdent('_pgrst_mutation')} as (${statement} returning ${alias}.*)`,
    input,
    params,
    true,
  );
}

function finish(
  cte: string,
  input: MutationInput,
  params: Params,
  returning: boolean,
): Statement & { returning: boolean } {
  const read = planReadBody({
    cache: input.cache,
    query: input.query,
    fromItem: quoteIdent('_pgrst_mutation'),
    alias: input.relation.name,
    relation: input.relation,
    count: false,
    shape: input.shape,
    stripNulls: input.stripNulls,
    applyFilters: false,
    params,
  });
  return { sql: `${cte} ${read.sql}`, params: params.values, returning };
}
