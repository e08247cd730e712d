import { RestError } from '../errors.js';
import type { QueryParams } from '../parse/request.js';
import type { Relation } from '../schema-cache.js';
import { type Params, qualifiedName, quoteIdent } from './sql.js';

/** PGRST204: the payload or `columns` names a column the relation does not have. */
export function columnError(relation: Relation, name: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${name}' column of '${relation.name}' in the schema cache`,
  );
}

/** The columns a payload writes: `columns=` when given, else the keys of the first object. */
export function payloadColumns(
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

/** The body as rows: an object or an array of objects (exactly one for `PUT`). */
export function asRows(body: unknown, single: boolean): Record<string, unknown>[] {
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

/**
 * Rows of the payload as a record set typed like the table (PostgreSQL does the conversions),
 * filtered by `where` when given.
 */
export function payloadSource(
  relation: Relation,
  rows: Record<string, unknown>[],
  columns: string[],
  missingDefault: boolean,
  params: Params,
  where = '',
): string {
  const table = qualifiedName(relation.schema, relation.name);
  const json = params.add(JSON.stringify(rows));
  if (!missingDefault) {
    const list = columns.map((c) => quoteIdent(c)).join(', ');
    return `select ${list} from json_populate_recordset(null::${table}, ${json}::json)${where}`;
  }
  // As PostgREST's missing=default: every row starts from the written columns' defaults (each
  // evaluated once per row, so a sequence advances as it does there), overlaid with the keys the
  // row has. jsonb_build_object takes at most 100 arguments, hence chunks of 50 columns.
  const pairs = columns.map(
    (c) => `${params.add(c)}::text, ${relation.columns.get(c)?.defaultExpr ?? 'null'}`,
  );
  const defaults = [];
  for (let i = 0; i < pairs.length; i += 50) {
    defaults.push(`jsonb_build_object(${pairs.slice(i, i + 50).join(', ')})`);
  }
  const doc = quoteIdent('_doc');
  const merged = [...defaults, `${doc}::jsonb`].join(' || ');
  const list = columns.map((c) => quoteIdent(c)).join(', ');
  return `select ${list} from json_array_elements(${json}::json) as ${quoteIdent('_rows')}(${doc}), lateral json_populate_record(null::${table}, (${merged})::json) as ${quoteIdent('_row')}${where}`;
}
