import type { Tx } from '../db/engine.js';

/** A column as the REST planner needs it. */
export interface Column {
  name: string;
  /** `format_type()` of the column, e.g. `text`, `integer[]`, `public.mood`. */
  type: string;
  nullable: boolean;
  /** The default expression from the catalog (trusted SQL), if any. */
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

/** A function callable through `/rpc`. */
export interface RoutineArg {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

/** A function in an exposed schema. */
export interface Routine {
  schema: string;
  name: string;
  args: RoutineArg[];
  /** `format_type()` of the return type. */
  returnType: string;
  returnsSet: boolean;
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

const INTROSPECTION = `
with rels as (
  select c.oid, n.nspname as schema, c.relname as name, c.relkind
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p')
)
select json_build_object(
  'relations', coalesce((select json_agg(json_build_object(
    'schema', r.schema, 'name', r.name, 'kind', r.relkind,
    'columns', coalesce((select json_agg(json_build_object(
        'name', a.attname,
        'type', format_type(a.atttypid, a.atttypmod),
        'nullable', not a.attnotnull,
        'default', pg_get_expr(d.adbin, d.adrelid),
        'generated', a.attidentity = 'a' or a.attgenerated <> ''
      ) order by a.attnum)
      from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped), '[]'),
    'pk', coalesce((select json_agg(a.attname order by k.ord)
      from pg_constraint con
      cross join lateral unnest(con.conkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
      where con.conrelid = r.oid and con.contype = 'p'), '[]')
  )) from rels r), '[]'),
  'fks', coalesce((select json_agg(json_build_object(
    'name', con.conname,
    'schema', sn.nspname, 'table', sc.relname,
    'columns', (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum),
    'refSchema', tn.nspname, 'refTable', tc.relname,
    'refColumns', (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum)
  ))
  from pg_constraint con
  join pg_class sc on sc.oid = con.conrelid join pg_namespace sn on sn.oid = sc.relnamespace
  join pg_class tc on tc.oid = con.confrelid join pg_namespace tn on tn.oid = tc.relnamespace
  where con.contype = 'f' and sn.nspname = any($1) and tn.nspname = any($1)), '[]'),
  'viewColumns', coalesce((select json_agg(json_build_object(
    'schema', u.view_schema, 'view', u.view_name,
    'tableSchema', u.table_schema, 'table', u.table_name, 'column', u.column_name))
    from information_schema.view_column_usage u
    where u.view_schema = any($1)
      and exists (select 1 from information_schema.columns c
        where c.table_schema = u.view_schema and c.table_name = u.view_name
          and c.column_name = u.column_name)), '[]'),
  'routines', coalesce((select json_agg(json_build_object(
    'schema', n.nspname, 'name', p.proname,
    'args', coalesce((select json_agg(json_build_object(
        'name', coalesce(p.proargnames[i.ord], ''),
        'type', format_type(i.typ, null),
        'mode', coalesce(p.proargmodes[i.ord], 'i'),
        'ord', i.ord
      ) order by i.ord)
      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as i(typ, ord)), '[]'),
    'nargs', p.pronargs, 'ndefaults', p.pronargdefaults,
    'returnType', format_type(p.prorettype, null),
    'returnsSet', p.proretset,
    'returnsComposite', t.typtype = 'c' or (p.proallargtypes is not null and p.proretset and t.oid = 'record'::regtype)
      or (t.oid = 'record'::regtype and p.proargmodes is not null),
    'returnsVoid', t.oid = 'void'::regtype,
    'volatility', p.provolatile
  ))
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
  where n.nspname = any($1) and p.prokind = 'f'), '[]')
)::text as cache
`;

interface RawRoutineArg {
  name: string;
  type: string;
  mode: string;
  ord: number;
}

const KINDS: Record<string, Relation['kind']> = {
  r: 'table',
  v: 'view',
  m: 'materialized_view',
  f: 'foreign_table',
  p: 'partitioned_table',
};

/** Introspects the exposed schemas. */
export async function loadSchemaCache(tx: Tx, schemas: string[]): Promise<SchemaCache> {
  const result = await tx.query<{ cache: string }>(INTROSPECTION, [schemas]);
  const raw = JSON.parse(result.rows[0]?.cache ?? '{}');
  const relations = new Map<string, Relation>();
  for (const rel of raw.relations ?? []) {
    relations.set(qualified(rel.schema, rel.name), {
      schema: rel.schema,
      name: rel.name,
      kind: KINDS[rel.kind] ?? 'table',
      primaryKey: rel.pk,
      columns: new Map(
        (
          rel.columns as {
            name: string;
            type: string;
            nullable: boolean;
            default: string | null;
            generated: boolean;
          }[]
        ).map((c) => [
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
    });
  }
  const routines = new Map<string, Routine[]>();
  for (const fn of raw.routines ?? []) {
    const inputs = (fn.args as RawRoutineArg[]).filter(
      (a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v',
    );
    const firstDefault = fn.nargs - fn.ndefaults;
    const routine: Routine = {
      schema: fn.schema,
      name: fn.name,
      args: inputs.map((a, index) => ({
        name: a.name,
        type: a.type,
        hasDefault: index >= firstDefault,
        variadic: a.mode === 'v',
      })),
      returnType: fn.returnType,
      returnsSet: fn.returnsSet,
      returnsComposite: fn.returnsComposite,
      returnsVoid: fn.returnsVoid,
      volatility: fn.volatility,
    };
    const key = qualified(fn.schema, fn.name);
    routines.set(key, [...(routines.get(key) ?? []), routine]);
  }
  const foreignKeys: ForeignKey[] = raw.fks ?? [];
  return {
    relations,
    foreignKeys: [...foreignKeys, ...viewForeignKeys(foreignKeys, raw.viewColumns ?? [])],
    routines,
    ...rowFunctions(relations, routines),
  };
}

/** Functions of a row: computed columns (scalar results) and computed relationships (rows). */
function rowFunctions(
  relations: Map<string, Relation>,
  routines: Map<string, Routine[]>,
): Pick<SchemaCache, 'computed' | 'computedRelations'> {
  const byType = new Map<string, string>();
  for (const [key, relation] of relations) {
    // format_type() leaves names on the search path (public) unqualified.
    byType.set(key, key);
    if (relation.schema === 'public') byType.set(relation.name, key);
  }
  const computed = new Map<string, Map<string, Routine>>();
  const computedRelations = new Map<string, Map<string, { routine: Routine; target: Relation }>>();
  for (const overloads of routines.values()) {
    for (const routine of overloads) {
      const arg = routine.args[0];
      if (routine.args.length !== 1 || !arg || routine.returnsVoid) continue;
      const relationKey = byType.get(arg.type.replaceAll('"', ''));
      if (!relationKey) continue;
      if (routine.returnsComposite) {
        const targetKey = byType.get(routine.returnType.replaceAll('"', ''));
        const target = targetKey ? relations.get(targetKey) : undefined;
        if (!target) continue;
        const fields = computedRelations.get(relationKey) ?? new Map();
        fields.set(routine.name, { routine, target });
        computedRelations.set(relationKey, fields);
      } else if (!routine.returnsSet) {
        const fields = computed.get(relationKey) ?? new Map<string, Routine>();
        fields.set(routine.name, routine);
        computed.set(relationKey, fields);
      }
    }
  }
  return { computed, computedRelations };
}

interface ViewColumn {
  schema: string;
  view: string;
  tableSchema: string;
  table: string;
  column: string;
}

/**
 * Foreign keys carried over to views: a view column with the same name as a base-table
 * column it reads (and read from that table only) stands for that column, so embedding works
 * through simple views as in PostgREST. Join views whose column could come from several
 * tables are left out rather than guessed.
 */
function viewForeignKeys(foreignKeys: ForeignKey[], usage: ViewColumn[]): ForeignKey[] {
  const sources = new Map<string, Set<string>>();
  for (const u of usage) {
    const key = `${qualified(u.schema, u.view)}:${u.column}`;
    const set = sources.get(key) ?? new Set<string>();
    set.add(qualified(u.tableSchema, u.table));
    sources.set(key, set);
  }
  const views = new Map<string, { schema: string; name: string }>();
  for (const u of usage) views.set(qualified(u.schema, u.view), { schema: u.schema, name: u.view });
  const maps = (view: string, table: string, columns: string[]) =>
    columns.every((column) => {
      const set = sources.get(`${view}:${column}`);
      return set?.size === 1 && set.has(table);
    });
  const derived: ForeignKey[] = [];
  for (const [key, view] of views) {
    for (const fk of foreignKeys) {
      if (maps(key, qualified(fk.schema, fk.table), fk.columns)) {
        derived.push({ ...fk, schema: view.schema, table: view.name });
      }
      if (maps(key, qualified(fk.refSchema, fk.refTable), fk.refColumns)) {
        derived.push({ ...fk, refSchema: view.schema, refTable: view.name });
      }
    }
  }
  return derived;
}
