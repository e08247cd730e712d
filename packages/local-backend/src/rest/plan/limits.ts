/**
 * The condition that charges `bytes` of response to the request and checks its limits, true
 * or raising (see `supabase_local.charge_response` in the base schema). REST statements
 * evaluate it for every row of the top level and every embedded value they build.
 *
 * Why in SQL: PostgreSQL builds a response as one JSON value, and nested embeds multiply
 * (tasks → board → its tasks → their comments), so a request can ask for gigabytes that only
 * ever exist inside one aggregate. Checking the running total as each embedded value is
 * finished stops the statement long before memory runs out, at every nesting level, on both
 * engines; an embed's bytes are counted again in the row that holds it, so the bound is
 * reached early (by at most the nesting depth), never late. The statement's running time is
 * checked too, because PGlite cannot enforce statement_timeout (its timer needs a signal
 * that never arrives while WASM runs); on PostgreSQL the server's timer fires first or at the
 * same moment, with the same error.
 *
 * The common case stays in built-in functions (a clock read, a setting read and written),
 * with the timeout and the bound read once per statement (`(select …)` is an InitPlan); only
 * a request over a limit calls the PL/pgSQL function that raises PostgREST's error.
 */
export function withinLimits(bytes: string): string {
  const used =
    "coalesce(nullif(pg_catalog.current_setting('supabase_local.response_bytes', true), ''), '0')::bigint";
  return (
    '((pg_catalog.clock_timestamp() - pg_catalog.statement_timestamp() < ' +
    '(select supabase_local.statement_timeout_interval()) and ' +
    `pg_catalog.set_config('supabase_local.response_bytes', (${used} + ${bytes})::text, true)::bigint <= ` +
    '(select supabase_local.response_byte_limit())) or supabase_local.charge_response(0))'
  );
}
