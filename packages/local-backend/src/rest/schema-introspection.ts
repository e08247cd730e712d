import type { Tx } from '../db/engine.js';

/**
 * One statement that reads what `/rest/v1` plans against from the catalogs of the exposed
 * schemas, as JSON text: relations with their columns, keys and unique column sets, foreign
 * keys, the base columns of views, and functions with their parameters.
 */
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
        -- As PostgREST: a domain's default, an identity's sequence, else the column default.
        'default', case
          when t.typbasetype <> 0 and d.adbin is null then pg_get_expr(t.typdefaultbin, 0)
          when a.attidentity = 'd' then format('nextval(%L)', pg_get_serial_sequence(
            format('%I.%I', r.schema, r.name), a.attname))
          when a.attgenerated = 's' then null
          else pg_get_expr(d.adbin, d.adrelid) end,
        'generated', a.attidentity = 'a' or a.attgenerated <> ''
      ) order by a.attnum)
      from pg_attribute a
      join pg_type t on t.oid = a.atttypid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped), '[]'),
    'pk', coalesce((select json_agg(a.attname order by k.ord)
      from pg_constraint con
      cross join lateral unnest(con.conkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
      where con.conrelid = r.oid and con.contype = 'p'), '[]'),
    'unique', coalesce((select json_agg((select json_agg(a.attname order by a.attname)
        from unnest(con.conkey) as k(attnum)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum))
      from pg_constraint con
      where con.conrelid = r.oid and con.contype in ('p', 'u')), '[]')
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
        'composite', at.typtype = 'c' or (at.typcategory = 'A' and et.typtype = 'c'),
        'mode', coalesce(p.proargmodes[i.ord], 'i'),
        'ord', i.ord
      ) order by i.ord)
      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as i(typ, ord)
      join pg_type at on at.oid = i.typ
      left join pg_type et on et.oid = at.typelem), '[]'),
    'nargs', p.pronargs, 'ndefaults', p.pronargdefaults,
    'returnType', format_type(p.prorettype, null),
    'returnsSet', p.proretset,
    'singleRow', not p.proretset or p.prorows = 1,
    'returnsComposite', t.typtype = 'c' or (p.proallargtypes is not null and p.proretset and t.oid = 'record'::regtype)
      or (t.oid = 'record'::regtype and p.proargmodes is not null),
    'returnsVoid', t.oid = 'void'::regtype,
    'volatility', p.provolatile
  ))
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
  where n.nspname = any($1) and p.prokind = 'f'), '[]')
)::text as cache
`;

/** A column as the catalog query reports it. */
export interface RawColumn {
  name: string;
  type: string;
  nullable: boolean;
  default: string | null;
  generated: boolean;
}

/** A relation as the catalog query reports it. */
export interface RawRelation {
  schema: string;
  name: string;
  kind: string;
  columns: RawColumn[];
  pk: string[];
  unique: string[][];
}

/** A function parameter (any mode) as the catalog query reports it. */
export interface RawRoutineArg {
  name: string;
  type: string;
  composite: boolean;
  mode: string;
  ord: number;
}

/** A function as the catalog query reports it. */
export interface RawRoutine {
  schema: string;
  name: string;
  args: RawRoutineArg[];
  nargs: number;
  ndefaults: number;
  returnType: string;
  returnsSet: boolean;
  singleRow: boolean;
  returnsComposite: boolean;
  returnsVoid: boolean;
  volatility: 'i' | 's' | 'v';
}

/** A foreign key as the catalog query reports it. */
export interface RawForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

/** A view column and the base-table column it reads. */
export interface RawViewColumn {
  schema: string;
  view: string;
  tableSchema: string;
  table: string;
  column: string;
}

/** Everything the catalog query returns. */
export interface RawCatalog {
  relations: RawRelation[];
  fks: RawForeignKey[];
  viewColumns: RawViewColumn[];
  routines: RawRoutine[];
}

/** Reads the catalogs of `schemas` in one statement. */
export async function readCatalog(tx: Tx, schemas: string[]): Promise<RawCatalog> {
  const result = await tx.query<{ cache: string }>(INTROSPECTION, [schemas]);
  const raw = JSON.parse(result.rows[0]?.cache ?? '{}') as Partial<RawCatalog>;
  return {
    relations: raw.relations ?? [],
    fks: raw.fks ?? [],
    viewColumns: raw.viewColumns ?? [],
    routines: raw.routines ?? [],
  };
}
