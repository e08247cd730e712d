import { loadConfig } from '../config.js';
import type { DbEngine } from '../db/engine.js';
import { openEngine, prepareDatabase } from '../db/open.js';
import { recreateDatabase } from '../db/recreate.js';
import { createLogger } from '../log.js';
import { callControl } from '../run/control-client.js';
import type { ResetResult } from '../run/supervisor.js';
import { migrateUp } from '../schema/migrate-up.js';
import { type AppliedMigration, appliedMigrations } from '../schema/migration-history.js';
import { type DatabaseTarget, describeTarget, hasPgliteDatabase } from './database-target.js';

type OfflineTarget = Extract<DatabaseTarget, { kind: 'offline' }>;

/**
 * Opens an offline target's existing database, runs `step` on it and closes it. A database
 * the backend never prepared (no base schema) is refused rather than half-made here.
 */
async function withOfflineDatabase<T>(
  target: OfflineTarget,
  projectDir: string,
  step: (db: DbEngine) => Promise<T>,
): Promise<T> {
  const { location } = target;
  const missing = `no tandem-backend database in ${describeTarget(target)} yet: \`tandem-backend start\` or \`tandem-backend db reset\` creates it`;
  if (!location.dbUrl && location.dataDir && !hasPgliteDatabase(location.dataDir)) {
    throw new Error(missing);
  }
  const db = await openEngine(location, loadConfig(projectDir));
  try {
    const prepared = await db.withAdmin((tx) =>
      tx.query<{ present: boolean }>(
        "select to_regclass('supabase_local.base_schema') is not null as present",
      ),
    );
    if (!prepared.rows[0]?.present) throw new Error(missing);
    return await step(db);
  } finally {
    await db.close();
  }
}

/** The migrations recorded as applied in the target's database. */
export async function appliedOn(
  target: DatabaseTarget,
  projectDir: string,
): Promise<AppliedMigration[]> {
  if (target.kind === 'running') {
    const answer = await callControl<{ applied: AppliedMigration[] }>(
      target.record,
      'migration/list',
    );
    return answer.applied;
  }
  return withOfflineDatabase(target, projectDir, appliedMigrations);
}

/** Applies the pending migrations to the target's database; resolves with the files applied. */
export async function migrateUpOn(
  target: DatabaseTarget,
  projectDir: string,
  includeAll: boolean,
): Promise<string[]> {
  if (target.kind === 'running') {
    const answer = await callControl<{ applied: string[] }>(target.record, 'migration/up', {
      includeAll,
    });
    return answer.applied;
  }
  const applied = await withOfflineDatabase(target, projectDir, (db) =>
    migrateUp(db, projectDir, includeAll),
  );
  return applied.map((file) => file.file);
}

/**
 * Recreates the target's database and prepares it as a first start does (base schema,
 * migrations, seed.sql). A running backend does it in its own process and serves again on
 * the same ports.
 */
export async function resetOn(target: DatabaseTarget, projectDir: string): Promise<ResetResult> {
  if (target.kind === 'running') return callControl<ResetResult>(target.record, 'db/reset');
  const config = loadConfig(projectDir);
  await recreateDatabase(target.location);
  const db = await openEngine(target.location, config);
  // prepareDatabase closes the engine itself when it fails.
  const result = await prepareDatabase(
    db,
    projectDir,
    createLogger({ silent: true }),
    config.api.auto_expose_new_tables,
  );
  await db.close();
  return { applied: result.applied.map((file) => file.file), seeded: result.seeded };
}
