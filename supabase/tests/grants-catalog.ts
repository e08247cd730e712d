import type { Tx } from '@tandem/local-backend';

/** The API roles whose reach the allow-list pins down (service_role bypasses RLS anyway). */
export const API_ROLES = ['anon', 'authenticated'] as const;

/** One of {@link API_ROLES}. */
export type ApiRole = (typeof API_ROLES)[number];

/**
 * What each API role may reach, one sorted entry per object and privilege:
 * `table public.tasks: select`, `sequence public.x_seq: usage`, `function public.move_task(uuid, …)`.
 */
export type Reach = Record<ApiRole, string[]>;

/** Schemas `/rest/v1` exposes (config.toml `[api] schemas`). */
export const EXPOSED_SCHEMAS = ['public', 'graphql_public'];

const TABLE_PRIVILEGES = [
  'select',
  'insert',
  'update',
  'delete',
  'truncate',
  'references',
  'trigger',
];
const SEQUENCE_PRIVILEGES = ['usage', 'select', 'update'];

const RELATIONS_SQL = `
select format('%s %I.%I', case when c.relkind = 'S' then 'sequence' else 'table' end,
         n.nspname, c.relname) as object,
       c.relkind = 'S' as sequence, c.oid
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
order by 1`;

// Functions an extension installed are the extension's business, not the schema's.
const FUNCTIONS_SQL = `
select format('function %s', p.oid::regprocedure) as object
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
where n.nspname = any($1) and p.prokind in ('f', 'p')
  and has_function_privilege($2, p.oid, 'execute')
  and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass
                  and d.objid = p.oid and d.deptype = 'e')
order by 1`;

/** Lists what `role` may reach in the exposed schemas, as the catalog says. */
async function reachOf(tx: Tx, role: ApiRole): Promise<string[]> {
  const entries: string[] = [];
  const relations = await tx.query<{ object: string; sequence: boolean; oid: number }>(
    RELATIONS_SQL,
    [EXPOSED_SCHEMAS],
  );
  for (const relation of relations.rows) {
    const privileges = relation.sequence ? SEQUENCE_PRIVILEGES : TABLE_PRIVILEGES;
    const check = relation.sequence ? 'has_sequence_privilege' : 'has_table_privilege';
    const held = await tx.query<{ privilege: string }>(
      `select p as privilege from unnest($3::text[]) p where ${check}($1, $2::oid, p)`,
      [role, relation.oid, privileges],
    );
    entries.push(...held.rows.map((row) => `${relation.object}: ${row.privilege}`));
  }
  const functions = await tx.query<{ object: string }>(FUNCTIONS_SQL, [EXPOSED_SCHEMAS, role]);
  entries.push(...functions.rows.map((row) => row.object));
  return entries.sort();
}

/** What anon and authenticated may reach in the exposed schemas. */
export async function readReach(tx: Tx): Promise<Reach> {
  // Names print schema-qualified whatever the session's search_path (`public.task_status`).
  await tx.query("select set_config('search_path', 'pg_catalog', true)");
  return { anon: await reachOf(tx, 'anon'), authenticated: await reachOf(tx, 'authenticated') };
}

/**
 * Compares the reach the database grants with the committed allow-list.
 * @returns one message per difference; empty when they agree.
 */
export function compareReach(allowed: Reach, actual: Reach): string[] {
  const problems: string[] = [];
  for (const role of API_ROLES) {
    const want = new Set(allowed[role]);
    const have = new Set(actual[role]);
    for (const entry of have) {
      if (!want.has(entry))
        problems.push(`${role} may reach "${entry}", which the allow-list does not list`);
    }
    for (const entry of want) {
      if (!have.has(entry)) problems.push(`${role} lacks "${entry}", which the allow-list lists`);
    }
  }
  return problems;
}
