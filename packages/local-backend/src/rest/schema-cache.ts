import type { Tx } from '../db/engine.js';
import { rowFunctions, viewForeignKeys } from './schema-derived.js';
import { type RawRelation, type RawRoutine, readCatalog } from './schema-introspection.js';

/** A column as the REST planner needs it. */
export interface Column {
  name: string;
  /** `format_type()` of the column, e.g. `text`, `integer[]`, `public.mood`. */
  type: string;
  nullable: boolean;
  /**
   * The default expression from the catalog (trusted SQL), if any: the column's own, its
   * domain's, or `nextval` of its identity sequence.
   */
  defaultExpr: string | null;
  /** Identity or generated columns cannot be written. */
  generated: boolean;
}

/** A table, view or materialized view in an exposed schema. */
export interface Relation {
  schema: string;
  name: string;
  kind: 'table' | 'view' | 'materialized_view' | 'foreign_table' | 'partitioned_table';
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets of the primary key and unique constraints, each sorted by name. */
  uniqueKeys: string[][];
}

/** A foreign key between two relations (columns in matching order). */
export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

/** A parameter of a function callable through `/rpc`. */
export interface RoutineArg {
  name: string;
  type: string;
  /** A composite type (a table's row type or `create type … as`), or an array of one. */
  composite: boolean;
  hasDefault: boolean;
  variadic: boolean;
}

/** A function in an exposed schema. */
export interface Routine {
  schema: string;
  name: string;
  args: RoutineArg[];
  /** OUT, INOUT and TABLE parameters: the columns of a `returns table (…)` result. */
  outputs: { name: string; type: string }[];
  /** `format_type()` of the return type. */
  returnType: string;
  returnsSet: boolean;
  /** Not SETOF, or SETOF declared `rows 1`: PostgREST embeds it as one object. */
  singleRow: boolean;
  /** The relation the function returns rows of, when it returns a table's row type. */
  returnsComposite: boolean;
  returnsVoid: boolean;
  volatility: 'i' | 's' | 'v';
}

/** What `/rest/v1` knows about the database, rebuilt after schema changes. */
export interface SchemaCache {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  routines: Map<string, Routine[]>;
  /**
   * Computed columns: functions taking one row of a relation and returning a scalar, by
   * relation key and then by function name, as PostgREST exposes them.
   */
  computed: Map<string, Map<string, Routine>>;
  /**
   * Computed relationships: functions taking one row of a relation and returning rows of
   * another, by relation key and then by function name.
   */
  computedRelations: Map<string, Map<string, { routine: Routine; target: Relation }>>;
}

/** Key of a relation or routine in the cache maps. */
export const qualified = (schema: string, name: string) => `${schema}.${name}`;

const KINDS: Record<string, Relation['kind']> = {
  r: 'table',
  v: 'view',
  m: 'materialized_view',
  f: 'foreign_table',
  p: 'partitioned_table',
};

function toRelation(rel: RawRelation): Relation {
  return {
    schema: rel.schema,
    name: rel.name,
    kind: KINDS[rel.kind] ?? 'table',
    primaryKey: rel.pk,
    uniqueKeys: rel.unique ?? [],
    columns: new Map(
      rel.columns.map((c) => [
        c.name,
        {
          name: c.name,
          type: c.type,
          nullable: c.nullable,
          defaultExpr: c.default,
          generated: c.generated,
        },
      ]),
    ),
  };
}

function toRoutine(fn: RawRoutine): Routine {
  // Only input parameters are arguments; OUT and TABLE columns shape the result.
  const inputs = fn.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const firstDefault = fn.nargs - fn.ndefaults;
  return {
    schema: fn.schema,
    name: fn.name,
    args: inputs.map((a, index) => ({
      name: a.name,
      type: a.type,
      composite: a.composite,
      hasDefault: index >= firstDefault,
      variadic: a.mode === 'v',
    })),
    outputs: fn.args
      .filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't')
      .map((a) => ({ name: a.name, type: a.type })),
    returnType: fn.returnType,
    returnsSet: fn.returnsSet,
    singleRow: fn.singleRow,
    returnsComposite: fn.returnsComposite,
    returnsVoid: fn.returnsVoid,
    volatility: fn.volatility,
  };
}

/** Introspects the exposed schemas. */
export async function loadSchemaCache(tx: Tx, schemas: string[]): Promise<SchemaCache> {
  const raw = await readCatalog(tx, schemas);
  const relations = new Map<string, Relation>();
  for (const rel of raw.relations) relations.set(qualified(rel.schema, rel.name), toRelation(rel));
  const routines = new Map<string, Routine[]>();
  for (const fn of raw.routines) {
    const key = qualified(fn.schema, fn.name);
    routines.set(key, [...(routines.get(key) ?? []), toRoutine(fn)]);
  }
  return {
    relations,
    foreignKeys: [...raw.fks, ...viewForeignKeys(raw.fks, raw.viewColumns)],
    routines,
    ...rowFunctions(relations, routines),
  };
}
