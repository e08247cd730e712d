import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, type DbEngine, startLocalBackend } from '@tandem/local-backend';

/**
 * Writes the `Database` type supabase-js generics take, in the shape of
 * `supabase gen types typescript`, from the live catalog of a running database: tables (Row,
 * Insert, Update, Relationships), views, functions, enums and composite types of the exposed
 * schema. Run as a script (`pnpm gen:types`) after every migration: a test fails while the
 * checked-in file is stale.
 */

/** Where the generated `Database` type is checked in. */
export const typesFile = fileURLToPath(new URL('../types/database.ts', import.meta.url));

interface Column {
  table_name: string;
  column_name: string;
  type_schema: string;
  type_name: string;
  element_schema: string | null;
  element_name: string | null;
  is_array: boolean;
  not_null: boolean;
  has_default: boolean;
  is_identity_always: boolean;
  is_generated: boolean;
  is_view: boolean;
}

interface Relationship {
  table_name: string;
  constraint_name: string;
  columns: string[];
  referenced_table: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_count: number;
  default_count: number;
  returns_set: boolean;
  return_type_schema: string;
  return_type: string;
  return_relation: string | null;
  return_relation_schema: string | null;
  /** Columns of `returns table (…)` / OUT parameters, in order. */
  out_names: string[] | null;
  out_types: string[] | null;
}

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'bytea',
  'inet',
  'cidr',
  'citext',
  'name',
]);

function quoteKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

function scalarType(schema: string, name: string, enums: Set<string>, exposed: string): string {
  if (schema === exposed && enums.has(name)) return `Database['${exposed}']['Enums']['${name}']`;
  if (NUMBER_TYPES.has(name)) return 'number';
  if (STRING_TYPES.has(name)) return 'string';
  if (name === 'bool') return 'boolean';
  if (name === 'json' || name === 'jsonb') return 'Json';
  if (name === 'void') return 'undefined';
  return 'unknown';
}

function columnType(column: Column, enums: Set<string>, exposed: string): string {
  if (column.is_array && column.element_name) {
    return `${scalarType(column.element_schema ?? '', column.element_name, enums, exposed)}[]`;
  }
  return scalarType(column.type_schema, column.type_name, enums, exposed);
}

const sortBy = <T>(items: T[], key: (item: T) => string) =>
  [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/** Reads the catalog of `schema` and returns the TypeScript source (unformatted). */
export async function generateTypes(db: DbEngine, schema = 'public'): Promise<string> {
  return db.withAdmin(async (tx) => {
    const enumRows = (
      await tx.query<{ name: string; labels: string[] }>(
        `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
         from pg_type t join pg_enum e on e.enumtypid = t.oid
         join pg_namespace n on n.oid = t.typnamespace
         where n.nspname = $1 group by t.typname`,
        [schema],
      )
    ).rows;
    const enums = new Set(enumRows.map((row) => row.name));

    const columns = (
      await tx.query<Column>(
        `select c.relname as table_name, a.attname as column_name,
                tn.nspname as type_schema, t.typname as type_name,
                en.nspname as element_schema, et.typname as element_name,
                t.typcategory = 'A' as is_array, a.attnotnull as not_null,
                a.atthasdef as has_default, a.attidentity = 'a' as is_identity_always,
                a.attgenerated <> '' as is_generated, c.relkind in ('v', 'm') as is_view
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
         join pg_namespace tn on tn.oid = t.typnamespace
         left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
         left join pg_namespace en on en.oid = et.typnamespace
         where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')
         order by c.relname, a.attnum`,
        [schema],
      )
    ).rows;

    const relationships = (
      await tx.query<Relationship>(
        `select c.relname as table_name, con.conname as constraint_name,
                array(select a.attname::text from unnest(con.conkey) with ordinality k(num, i)
                      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i) as columns,
                rc.relname as referenced_table,
                array(select a.attname::text from unnest(con.confkey) with ordinality k(num, i)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.i) as referenced_columns,
                exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                        and (select array_agg(x order by x) from unnest(u.conkey) x) =
                            (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
         from pg_constraint con
         join pg_class c on c.oid = con.conrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_class rc on rc.oid = con.confrelid
         join pg_namespace rn on rn.oid = rc.relnamespace
         where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1`,
        [schema],
      )
    ).rows;

    const functions = (
      await tx.query<FunctionRow>(
        `select p.proname as name, p.proargnames::text[] as arg_names,
                array(select format_type(x, null) from unnest(p.proargtypes) with ordinality k(x, i) order by i)::text[] as arg_types,
                p.pronargs::int as arg_count, p.pronargdefaults::int as default_count,
                p.proretset as returns_set, rn.nspname as return_type_schema, rt.typname as return_type,
                rel.relname as return_relation, reln.nspname as return_relation_schema,
                (select array_agg(p.proargnames[i] order by i) from generate_subscripts(p.proargmodes, 1) i
                 where p.proargmodes[i] in ('o', 't'))::text[] as out_names,
                (select array_agg(format_type(p.proallargtypes[i], null) order by i) from generate_subscripts(p.proargmodes, 1) i
                 where p.proargmodes[i] in ('o', 't'))::text[] as out_types
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
         join pg_namespace rn on rn.oid = rt.typnamespace
         left join pg_class rel on rel.oid = rt.typrelid and rt.typrelid <> 0
         left join pg_namespace reln on reln.oid = rel.relnamespace
         where n.nspname = $1 and p.prokind = 'f' and rt.typname <> 'trigger'
           and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
        [schema],
      )
    ).rows;

    const typeOfArg = async (formatted: string) => {
      const result = await tx.query<{
        schema: string;
        name: string;
        elem: string | null;
        elem_schema: string | null;
      }>(
        `select tn.nspname as schema, t.typname as name, et.typname as elem, en.nspname as elem_schema
         from pg_type t join pg_namespace tn on tn.oid = t.typnamespace
         left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
         left join pg_namespace en on en.oid = et.typnamespace
         where t.oid = $1::regtype`,
        [formatted],
      );
      const row = result.rows[0];
      if (!row) return 'unknown';
      if (row.elem) return `${scalarType(row.elem_schema ?? '', row.elem, enums, schema)}[]`;
      return scalarType(row.schema, row.name, enums, schema);
    };

    const byTable = new Map<string, Column[]>();
    for (const column of columns) {
      const list = byTable.get(column.table_name) ?? [];
      list.push(column);
      byTable.set(column.table_name, list);
    }

    const rowType = (cols: Column[]) =>
      `{\n${cols
        .map(
          (c) =>
            `${quoteKey(c.column_name)}: ${columnType(c, enums, schema)}${c.not_null ? '' : ' | null'}`,
        )
        .join('\n')}\n}`;
    const insertType = (cols: Column[]) =>
      `{\n${cols
        .map((c) => {
          const type = `${columnType(c, enums, schema)}${c.not_null ? '' : ' | null'}`;
          if (c.is_generated || c.is_identity_always) return `${quoteKey(c.column_name)}?: never`;
          const optional = c.has_default || !c.not_null;
          return `${quoteKey(c.column_name)}${optional ? '?' : ''}: ${type}`;
        })
        .join('\n')}\n}`;
    const updateType = (cols: Column[]) =>
      `{\n${cols
        .map((c) => {
          if (c.is_generated || c.is_identity_always) return `${quoteKey(c.column_name)}?: never`;
          return `${quoteKey(c.column_name)}?: ${columnType(c, enums, schema)}${c.not_null ? '' : ' | null'}`;
        })
        .join('\n')}\n}`;
    const relationshipsType = (table: string) => {
      const rels = sortBy(
        relationships.filter((r) => r.table_name === table),
        (r) => r.constraint_name,
      );
      if (rels.length === 0) return '[]';
      return `[\n${rels
        .map(
          (r) => `{
            foreignKeyName: ${JSON.stringify(r.constraint_name)}
            columns: ${JSON.stringify(r.columns)}
            isOneToOne: ${r.one_to_one}
            referencedRelation: ${JSON.stringify(r.referenced_table)}
            referencedColumns: ${JSON.stringify(r.referenced_columns)}
          },`,
        )
        .join('\n')}\n]`;
    };

    const never = '{\n[_ in never]: never\n}';
    const tableNames = sortBy([...byTable.keys()], (name) => name);
    const tables = tableNames.filter((name) => !byTable.get(name)?.[0]?.is_view);
    const views = tableNames.filter((name) => byTable.get(name)?.[0]?.is_view);

    const tablesSource = tables.length
      ? `{\n${tables
          .map((name) => {
            const cols = byTable.get(name) ?? [];
            return `${quoteKey(name)}: {
              Row: ${rowType(cols)}
              Insert: ${insertType(cols)}
              Update: ${updateType(cols)}
              Relationships: ${relationshipsType(name)}
            }`;
          })
          .join('\n')}\n}`
      : never;
    const viewsSource = views.length
      ? `{\n${views
          .map((name) => {
            const cols = byTable.get(name) ?? [];
            return `${quoteKey(name)}: {\nRow: ${rowType(cols)}\nRelationships: ${relationshipsType(name)}\n}`;
          })
          .join('\n')}\n}`
      : never;

    const functionSources: string[] = [];
    for (const fn of sortBy(functions, (f) => `${f.name}(${f.arg_types.join(',')})`)) {
      const names = fn.arg_names ?? [];
      const args: string[] = [];
      for (let i = 0; i < fn.arg_count; i += 1) {
        const optional = i >= fn.arg_count - fn.default_count;
        const type = await typeOfArg(fn.arg_types[i] as string);
        args.push(`${quoteKey(names[i] || `arg${i}`)}${optional ? '?' : ''}: ${type}`);
      }
      let returns: string;
      if (fn.out_names?.length && fn.out_types) {
        const fields: string[] = [];
        for (let i = 0; i < fn.out_names.length; i += 1) {
          const type = await typeOfArg(fn.out_types[i] as string);
          fields.push(`${quoteKey(fn.out_names[i] as string)}: ${type}`);
        }
        returns = `{\n${fields.join('\n')}\n}`;
      } else if (
        fn.return_relation &&
        fn.return_relation_schema === schema &&
        byTable.has(fn.return_relation)
      ) {
        returns = rowType(byTable.get(fn.return_relation) ?? []);
      } else {
        returns = scalarType(fn.return_type_schema, fn.return_type, enums, schema);
      }
      if (fn.returns_set) returns = `${returns}[]`;
      functionSources.push(
        `${quoteKey(fn.name)}: {\nArgs: ${args.length ? `{ ${args.join('; ')} }` : never}\nReturns: ${returns}\n}`,
      );
    }
    const functionsSource = functionSources.length ? `{\n${functionSources.join('\n')}\n}` : never;

    const sortedEnums = sortBy(enumRows, (row) => row.name);
    const enumsSource = sortedEnums.length
      ? `{\n${sortedEnums
          .map(
            (row) =>
              `${quoteKey(row.name)}: ${row.labels.map((l) => JSON.stringify(l)).join(' | ')}`,
          )
          .join('\n')}\n}`
      : never;
    const constantsSource = `{\n${sortedEnums
      .map(
        (row) => `${quoteKey(row.name)}: [${row.labels.map((l) => JSON.stringify(l)).join(', ')}]`,
      )
      .join(',\n')}\n}`;

    return `// Generated by \`pnpm --filter @tandem/supabase gen:types\` from the migrations; do not edit.
// The same shape as \`supabase gen types typescript\`.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  ${schema}: {
    Tables: ${tablesSource}
    Views: ${viewsSource}
    Functions: ${functionsSource}
    Enums: ${enumsSource}
    CompositeTypes: ${never}
  }
}

type DefaultSchema = Database['${schema}']

export type Tables<T extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][T]['Row']
export type TablesInsert<T extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][T]['Insert']
export type TablesUpdate<T extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][T]['Update']
export type Enums<T extends keyof DefaultSchema['Enums']> = DefaultSchema['Enums'][T]

export const Constants = {
  ${schema}: {
    Enums: ${constantsSource},
  },
} as const
`;
  });
}

/** Formats TypeScript source with the repository's Biome settings, as committed files are. */
export function formatSource(source: string, filePath: string): string {
  const require = createRequire(import.meta.url);
  const biomePackage = require.resolve('@biomejs/biome/package.json', {
    paths: [join(dirname(filePath), '..'), process.cwd()],
  });
  const bin = join(dirname(biomePackage), 'bin', 'biome');
  return execFileSync(process.execPath, [bin, 'format', `--stdin-file-path=${filePath}`], {
    input: source,
    encoding: 'utf8',
    cwd: dirname(filePath),
  });
}

/**
 * Starts an in-memory backend with the project's migrations, reads its catalog and writes
 * {@link typesFile}.
 */
async function writeTypesFile(): Promise<void> {
  const backend = await startLocalBackend({
    memory: true,
    port: 0,
    projectDir: fileURLToPath(new URL('../..', import.meta.url)),
    log: createLogger({ silent: true }),
  });
  try {
    writeFileSync(typesFile, formatSource(await generateTypes(backend.context.db), typesFile));
    console.log(`wrote ${typesFile}`);
  } finally {
    await backend.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await writeTypesFile();
