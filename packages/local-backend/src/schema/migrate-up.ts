import type { DbEngine } from '../db/engine.js';
import { appliedMigrations, pendingMigrations } from './migration-history.js';
import { applyMigrations, listMigrations, type MigrationFile } from './migrations.js';

/**
 * `migration up`: applies the project's pending migrations to `db` after checking, as the
 * Supabase CLI does, that its history agrees with `supabase/migrations` (see
 * {@link pendingMigrations}). Each file runs in its own transaction and is recorded.
 * @returns the files applied, oldest first.
 * @throws Error when the history disagrees; MigrationError on the first failing statement.
 */
export async function migrateUp(
  db: DbEngine,
  projectDir: string,
  includeAll: boolean,
): Promise<MigrationFile[]> {
  const pending = pendingMigrations(
    listMigrations(projectDir),
    await appliedMigrations(db),
    includeAll,
  );
  // Every unrecorded file is pending once the checks pass, so the start-up path applies them.
  return pending.length ? applyMigrations(db, projectDir) : [];
}
