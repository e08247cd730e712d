import type { DbEngine } from '../db/engine.js';

/**
 * The default privileges a Supabase project created before 30 May 2026 starts with: every
 * table, view, sequence and function created in `public` by the owner role is reachable by
 * the Data API roles, and row level security decides the rest.
 */
export const GRANT_DEFAULT_DATA_API_PRIVILEGES_SQL = `
alter default privileges for role postgres in schema public
  grant select, insert, update, delete on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant usage, select on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant execute on functions to anon, authenticated, service_role;
`;

/**
 * What the Supabase CLI runs on start when `[api] auto_expose_new_tables` is unset or false,
 * and what hosted projects apply since 2026: a new object in `public` needs its own `grant`
 * before anon, authenticated or service_role reach it. Functions keep PostgreSQL's own
 * `execute` for PUBLIC, as on hosted.
 */
export const REVOKE_DEFAULT_DATA_API_PRIVILEGES_SQL = `
alter default privileges for role postgres in schema public
  revoke select, insert, update, delete on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke usage, select on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke execute on functions from anon, authenticated, service_role;
`;

/**
 * Sets the default privileges of `public` as `[api] auto_expose_new_tables` asks, before the
 * project's migrations run: granted to the API roles when `true` (the pre-2026 behaviour),
 * revoked otherwise. Objects that already exist keep their grants, as on hosted.
 */
export async function applyApiPrivileges(
  db: DbEngine,
  autoExposeNewTables: boolean | undefined,
): Promise<void> {
  const sql =
    autoExposeNewTables === true
      ? GRANT_DEFAULT_DATA_API_PRIVILEGES_SQL
      : REVOKE_DEFAULT_DATA_API_PRIVILEGES_SQL;
  await db.withAdmin((tx) => tx.exec(sql));
}
