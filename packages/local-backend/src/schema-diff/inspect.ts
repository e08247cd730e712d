import { PostgreSQL } from '@pgkit/migra';
import type { DbEngine } from '../db/engine.js';

/** What `@pgkit/schemainspect` reads a database through: `@pgkit/client`'s `Queryable`. */
type Queryable = Exclude<Parameters<typeof PostgreSQL.create>[0], string>;
type SqlQuery = Parameters<Queryable['any']>[0];
type Row = Record<string, unknown>;

const INT8 = 20;
const NUMERIC = 1700;

/**
 * Numbers as `@pgkit/client` parses them by default (its recommended type parsers): both
 * engines return `int8` and `numeric` as strings, and the inspector compares sequence
 * bounds and the like as numbers.
 */
function normalize(rows: Row[], fields: { name: string; dataTypeID: number }[]): Row[] {
  const numeric = fields
    .filter((field) => field.dataTypeID === INT8 || field.dataTypeID === NUMERIC)
    .map((field) => field.name);
  if (!numeric.length) return rows;
  return rows.map((row) => {
    const copy = { ...row };
    for (const name of numeric) {
      if (typeof copy[name] === 'string') copy[name] = Number(copy[name]);
    }
    return copy;
  });
}

const firstValue = (row: Row) => Object.values(row)[0];

function exactlyOne<T>(rows: T[]): T {
  if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}`);
  return rows[0] as T;
}

function atMostOne<T>(rows: T[]): T | null {
  if (rows.length > 1) throw new Error(`expected at most one row, got ${rows.length}`);
  return rows[0] ?? null;
}

function atLeastOne<T>(rows: T[]): T[] {
  if (!rows.length) throw new Error('expected at least one row, got none');
  return rows;
}

/**
 * The inspector's view of one engine: every query runs in its own owner transaction through
 * the engine's own connection, so PGlite needs no Postgres port and PostgreSQL no second
 * pool, and nothing is left open once the engine closes.
 */
function queryableOf(db: DbEngine): Queryable {
  const run = async (query: SqlQuery) => {
    const result = await db.withAdmin(async (tx) => {
      // Definitions (constraints, indexes, views, defaults) then name every object with its
      // schema, so the statements hold whatever the search_path of whoever applies them.
      await tx.exec("set local search_path to ''");
      return tx.query<Row>(query.sql, query.values);
    });
    const rows = normalize(result.rows, result.fields);
    return {
      rows: await Promise.all(rows.map((row) => query.parse(row) as Row)),
      fields: result.fields,
      command: '',
      rowCount: result.rowCount,
    };
  };
  const rowsOf = async (query: SqlQuery) => (await run(query)).rows;
  const queryable = {
    query: run,
    one: async (query: SqlQuery) => exactlyOne(await rowsOf(query)),
    maybeOne: async (query: SqlQuery) => atMostOne(await rowsOf(query)),
    any: rowsOf,
    anyFirst: async (query: SqlQuery) => (await rowsOf(query)).map(firstValue),
    many: async (query: SqlQuery) => atLeastOne(await rowsOf(query)),
    manyFirst: async (query: SqlQuery) => atLeastOne(await rowsOf(query)).map(firstValue),
    oneFirst: async (query: SqlQuery) => firstValue(exactlyOne(await rowsOf(query))),
    maybeOneFirst: async (query: SqlQuery) => {
      const row = atMostOne(await rowsOf(query));
      return row === null ? null : firstValue(row);
    },
  };
  // The inspector never asks for the null-checking variant; it is the same queries here.
  return { ...queryable, noNulls: queryable } as unknown as Queryable;
}

/**
 * Inspects the schema of `db` with `@pgkit/schemainspect` (what migra diffs), keeping only
 * the objects of `schemas`.
 */
export async function inspectSchemas(db: DbEngine, schemas: Set<string>): Promise<PostgreSQL> {
  const inspected = keepSchemas(await PostgreSQL.create(queryableOf(db)), schemas);
  keepColumnCollations(inspected);
  return inspected;
}

/**
 * Migra's `create table` leaves column collations out (its `add column` keeps them), so a
 * `text collate "C"` column, whose order fractional positions rely on, would be created with
 * the database's collation. Each collated table column gets its collation in the clause both
 * statements use (`not null collate "C"` is valid in either), and `add column` stops adding it
 * a second time.
 */
function keepColumnCollations(inspected: PostgreSQL): void {
  for (const table of Object.values(inspected.tables)) {
    for (const column of Object.values(table.columns)) {
      if (!column.collation) continue;
      const clause = `${column.creation_clause}${column.collation_subclause}`;
      Object.defineProperty(column, 'creation_clause', { value: clause });
      Object.defineProperty(column, 'add_column_clause', { value: `add column ${clause}` });
    }
  }
}

/**
 * Every collection of an inspection whose objects belong to a schema. Wider than
 * schemainspect's own `exclude_schema`, which leaves domains and types of other schemas in.
 * Extensions are not filtered: they belong to the database, and projects install them into
 * `extensions`, a schema whose other objects Supabase manages.
 */
const SCHEMA_SCOPED = [
  'schemas',
  'relations',
  'tables',
  'views',
  'materialized_views',
  'composite_types',
  'selectables',
  'functions',
  'sequences',
  'constraints',
  'indexes',
  'enums',
  'privileges',
  'collations',
  'triggers',
  'rlspolicies',
  'types',
  'domains',
] as const;

/** Removes from an inspection every object outside `schemas` but extensions (in place). */
export function keepSchemas(inspected: PostgreSQL, schemas: Set<string>): PostgreSQL {
  for (const key of SCHEMA_SCOPED) {
    const objects = inspected[key] as Record<string, { schema: string }> | undefined;
    if (!objects) continue;
    (inspected as unknown as Record<string, unknown>)[key] = Object.fromEntries(
      Object.entries(objects).filter(([, object]) => schemas.has(object.schema)),
    );
  }
  return inspected;
}

/** The schemas of `db` other than PostgreSQL's own catalogs. */
export async function listSchemas(db: DbEngine): Promise<Set<string>> {
  const result = await db.withAdmin((tx) =>
    tx.query<{ name: string }>(
      "select nspname as name from pg_catalog.pg_namespace where nspname not like 'pg\\_%' " +
        "and nspname <> 'information_schema'",
    ),
  );
  return new Set(result.rows.map((row) => row.name));
}
