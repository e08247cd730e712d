import type { Tx } from './engine.js';

/**
 * Gives the rest of `tx` the statement_timeout of the API roles it works for (the longest of
 * theirs; none when any has none), for privileged work that checks policies as those roles,
 * such as realtime's channel and change authorisation. Runs as its own statement because
 * PostgreSQL arms the timer when a statement starts.
 */
export async function applyRoleTimeout(tx: Tx, roles: string[]): Promise<void> {
  await tx.query(
    "select set_config('statement_timeout', supabase_local.statement_timeout_for($1::text[]), true)",
    [roles],
  );
}
