import type { DbEngine } from '../db/engine.js';

/** What the change feed needs to know about one table. */
export interface TableInfo {
  schema: string;
  table: string;
  /** Columns in order, with their type names (`int4`, `text`, `_text`, …) for the client. */
  columns: { name: string; type: string }[];
  /** Column name → type name. */
  types: Map<string, string>;
  /** Primary-key columns; an UPDATE/DELETE's old record is cut down to these. */
  primaryKey: string[];
  /** `REPLICA IDENTITY FULL`: old records keep every column. */
  replicaFull: boolean;
  /** Row level security is enabled: a DELETE's old record is cut down to the primary key. */
  rls: boolean;
}

const CATALOG_SQL = `
select n.nspname as schema, c.relname as "table", c.relreplident = 'f' as replica_full,
  c.relrowsecurity as rls,
  coalesce((
    select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
    from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]'::json) as columns,
  coalesce((
    select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
    from pg_catalog.pg_index i
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = c.oid and i.indisprimary
  ), '[]'::json) as primary_key
from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p', 'v', 'm', 'f')
  and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`;

interface CatalogRow {
  schema: string;
  table: string;
  replica_full: boolean;
  rls: boolean;
  columns: { name: string; type: string }[] | string;
  primary_key: string[] | string;
}

function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * A cache of table shapes, refreshed when the schema changes (after migrations) and when a
 * change arrives for a table it does not know yet.
 */
export class TableCatalog {
  private tables = new Map<string, TableInfo>();
  private loading: Promise<void> | undefined;

  constructor(private readonly db: DbEngine) {}

  /** Reloads every table's shape. */
  refresh(): Promise<void> {
    this.loading ??= this.db
      .withAdmin((tx) => tx.query<CatalogRow>(CATALOG_SQL))
      .then((result) => {
        const next = new Map<string, TableInfo>();
        for (const row of result.rows) {
          const columns = parseJson(row.columns);
          next.set(`${row.schema}.${row.table}`, {
            schema: row.schema,
            table: row.table,
            columns,
            types: new Map(columns.map((column) => [column.name, column.type])),
            primaryKey: parseJson(row.primary_key),
            replicaFull: row.replica_full,
            rls: row.rls,
          });
        }
        this.tables = next;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** The cached shape of `schema.table`, or `undefined` when there is no such table. */
  peek(schema: string, table: string): TableInfo | undefined {
    return this.tables.get(`${schema}.${table}`);
  }

  /** Like {@link TableCatalog.peek}, but reloads once when the table is unknown. */
  async get(schema: string, table: string): Promise<TableInfo | undefined> {
    const known = this.peek(schema, table);
    if (known) return known;
    await this.refresh();
    return this.peek(schema, table);
  }

  /** Whether `schema` holds any table (reloading once when it seems not to). */
  async hasSchema(schema: string): Promise<boolean> {
    const known = () => [...this.tables.values()].some((info) => info.schema === schema);
    if (known()) return true;
    await this.refresh();
    return known();
  }
}
