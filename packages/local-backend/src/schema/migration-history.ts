import type { DbEngine } from '../db/engine.js';
import type { MigrationFile } from './migrations.js';

/** A row of `supabase_migrations.schema_migrations`: a migration the database has applied. */
export interface AppliedMigration {
  version: string;
  name: string;
}

/** The migrations recorded as applied, oldest first; none when the history table is absent. */
export async function appliedMigrations(db: DbEngine): Promise<AppliedMigration[]> {
  return db.withAdmin(async (tx) => {
    const exists = await tx.query<{ present: boolean }>(
      "select to_regclass('supabase_migrations.schema_migrations') is not null as present",
    );
    if (!exists.rows[0]?.present) return [];
    const rows = await tx.query<{ version: string; name: string | null }>(
      'select version, name from supabase_migrations.schema_migrations',
    );
    return rows.rows
      .map((row) => ({ version: row.version, name: row.name ?? '' }))
      .sort((a, b) => compareVersions(a.version, b.version));
  });
}

/**
 * The local migrations `migration up` applies, refusing as the Supabase CLI does when the
 * history and the folder disagree: a recorded version with no local file, or (without
 * `includeAll`) a pending file older than the last recorded one, which would apply out of order.
 * @throws Error with the CLI's message and the files concerned.
 */
export function pendingMigrations(
  local: MigrationFile[],
  applied: AppliedMigration[],
  includeAll: boolean,
): MigrationFile[] {
  const localVersions = new Set(local.map((file) => file.version));
  const missing = applied.filter((row) => !localVersions.has(row.version));
  if (missing.length) {
    throw new Error(
      `Remote migration versions not found in local migrations directory: ${missing
        .map((row) => row.version)
        .join(', ')}\nMake sure your local supabase/migrations folder is up to date.`,
    );
  }
  const done = new Set(applied.map((row) => row.version));
  const pending = local.filter((file) => !done.has(file.version));
  const last = applied.at(-1)?.version;
  const early = last ? pending.filter((file) => compareVersions(file.version, last) < 0) : [];
  if (early.length && !includeAll) {
    throw new Error(
      'Found local migration files to be inserted before the last migration on remote database.\n\n' +
        `Rerun the command with --include-all flag to apply these migrations:\n${early
          .map((file) => `supabase/migrations/${file.file}`)
          .join('\n')}`,
    );
  }
  return pending;
}

/** Orders versions as numbers (they are timestamps of any length), as the CLI does. */
export function compareVersions(a: string, b: string): number {
  // Versions are digits by the file-name pattern; a hand-written row may not be.
  if (!/^\d+$/.test(a) || !/^\d+$/.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  const left = BigInt(a);
  const right = BigInt(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
