/**
 * Schemas Supabase manages (and `supabase_local`, the backend's own): `db diff` and `db dump`
 * leave their objects out unless named with `schemas`, as the Supabase CLI does. Extensions
 * themselves are kept whatever their schema (see `keepSchemas`), so a declared
 * `create extension … with schema extensions` still reaches the diff.
 */
export const MANAGED_SCHEMAS: ReadonlySet<string> = new Set([
  '_analytics',
  '_realtime',
  '_supavisor',
  'auth',
  'cron',
  'extensions',
  'graphql',
  'graphql_public',
  'net',
  'pgbouncer',
  'pgsodium',
  'pgsodium_masks',
  'pgtle',
  'realtime',
  'storage',
  'supabase_functions',
  'supabase_local',
  'supabase_migrations',
  'vault',
]);

/**
 * The schemas to diff or dump: those `requested` when given, otherwise every schema `present`
 * on either side that Supabase does not manage (`public` and the project's own).
 * @returns sorted names.
 */
export function selectSchemas(present: Iterable<string>, requested?: readonly string[]): string[] {
  if (requested?.length) return [...new Set(requested)].sort();
  return [...new Set(present)].filter((name) => !MANAGED_SCHEMAS.has(name)).sort();
}
