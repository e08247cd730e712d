import type { Tx } from '@tandem/local-backend';

/** Tandem's own schemas; Supabase's are compared only where Tandem adds to them. */
const OWN_SCHEMAS = ['public', 'private'];

/**
 * What migra leaves out of `db diff`, one sorted line per entry: privileges other than table
 * grants (functions, sequences, schemas, types, columns; migra reads only
 * `information_schema.role_table_grants`), default privileges, comments, the realtime
 * publication, and the rows the schema needs (buckets, settings' names, cron jobs). Each ACL is
 * read with PostgreSQL's default filled in, so "never granted" and "granted then revoked to the
 * default" compare equal, as they behave.
 */
const CATALOG_SQL = `
select format('acl %s %s: %s', c.relkind, c.oid::regclass,
         coalesce(c.relacl, acldefault((case when c.relkind = 'S' then 's' else 'r' end)::"char", c.relowner)))
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
union all
select format('acl column %s.%I: %s', a.attrelid::regclass, a.attname, a.attacl)
from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and a.attnum > 0 and a.attacl is not null
union all
select format('acl function %s: %s', p.oid::regprocedure, coalesce(p.proacl, acldefault('f'::"char", p.proowner)))
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
where n.nspname = any($1)
union all
select format('acl type %s: %s', t.oid::regtype, coalesce(t.typacl, acldefault('T'::"char", t.typowner)))
from pg_type t join pg_namespace n on n.oid = t.typnamespace
where n.nspname = any($1) and t.typtype in ('e', 'd', 'c') and t.typrelid = 0
union all
select format('acl schema %s: %s', n.nspname, coalesce(n.nspacl, acldefault('n'::"char", n.nspowner)))
from pg_namespace n where n.nspname = any($1)
union all
select format('default acl %s %s %s: %s', pg_get_userbyid(d.defaclrole), d.defaclnamespace::regnamespace,
         d.defaclobjtype, d.defaclacl)
from pg_default_acl d
union all
select format('comment %s %s: %s', d.classoid::regclass,
         pg_describe_object(d.classoid, d.objoid, d.objsubid), d.description)
from pg_description d
where (d.classoid = 'pg_class'::regclass and d.objoid in (select c.oid from pg_class c
         join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1)))
   or (d.classoid = 'pg_proc'::regclass and d.objoid in (select p.oid from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace where n.nspname = any($1)))
   or (d.classoid = 'pg_type'::regclass and d.objoid in (select t.oid from pg_type t
         join pg_namespace n on n.oid = t.typnamespace where n.nspname = any($1)))
union all
select format('publication %s: %s.%s', pubname, schemaname, tablename) from pg_publication_tables
union all
select format('bucket %s: public %s, limit %s, types %s', id, public, file_size_limit, allowed_mime_types)
from storage.buckets
union all
select format('setting %s', name) from private.settings
order by 1`;

// pg_cron is optional on hosted projects: its jobs are compared wherever it is installed.
const CRON_SQL = `
select format('cron %s: %s %s', jobname, schedule, command) as line from cron.job order by 1`;

/** Reads the catalog entries migra does not compare (see {@link CATALOG_SQL}). */
export async function readUndiffedCatalog(tx: Tx): Promise<string[]> {
  // Names print schema-qualified whatever the session's search_path.
  await tx.query("select set_config('search_path', 'pg_catalog', true)");
  const lines = (await tx.query<{ format: string }>(CATALOG_SQL, [OWN_SCHEMAS])).rows.map(
    (row) => row.format,
  );
  const cron = await tx.query<{ present: boolean }>(
    "select to_regclass('cron.job') is not null as present",
  );
  if (cron.rows[0]?.present) {
    lines.push(...(await tx.query<{ line: string }>(CRON_SQL)).rows.map((row) => row.line));
  }
  return lines;
}
