import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BackendConfig } from '../config.js';
import type { Logger } from '../log.js';
import { applyApiPrivileges } from '../schema/api-privileges.js';
import { baseSchemaVersion, installBaseSchema } from '../schema/base-schema.js';
import { applyMigrations, applySeed, type MigrationFile } from '../schema/migrations.js';
import type { DbEngine, RequestLimits } from './engine.js';
import { openPglite, type PgliteEngine } from './pglite.js';
import { openPostgres } from './postgres.js';
import { preparedSnapshot } from './prepared-snapshot.js';
import { readSnapshot, writeSnapshot } from './snapshot-cache.js';

/** Where the database lives, as {@link openEngine} needs it. */
export interface EngineLocation {
  /** A PostgreSQL server's URL; PGlite when absent. */
  dbUrl?: string;
  /** PGlite's folder (`<dataDir>/pglite`); in memory when absent. */
  dataDir?: string;
}

/**
 * Opens the engine: a PostgreSQL server, PGlite in a directory, or PGlite in memory started
 * from a cached archive of a freshly installed base schema (built on first use).
 */
export async function openEngine(
  location: EngineLocation,
  config: BackendConfig,
  limits?: RequestLimits,
): Promise<DbEngine | PgliteEngine> {
  const searchPath = config.api.extra_search_path;
  if (location.dbUrl) return openPostgres({ url: location.dbUrl, searchPath, limits });
  if (location.dataDir) {
    // Archives unpacked into a directory lose the roles (shared catalogs) on this PGlite
    // version, so a new directory runs initdb.
    mkdirSync(location.dataDir, { recursive: true });
    return openPglite({ dataDir: join(location.dataDir, 'pglite'), searchPath, limits });
  }
  const version = baseSchemaVersion();
  const snapshot = readSnapshot(version);
  const db = await openPglite({ snapshot, searchPath, limits });
  if (!snapshot) {
    await installBaseSchema(db);
    await writeSnapshot(version, await db.pg.dumpDataDir('none'));
  }
  return db;
}

/**
 * Installs the Supabase base schema, sets the default privileges of `public` as
 * `[api] auto_expose_new_tables` asks, applies `supabase/migrations` and, on a fresh
 * database, runs `supabase/seed.sql`. Closes the engine when any of it fails.
 * @returns the migrations applied and whether seed.sql ran.
 */
export async function prepareDatabase(
  db: DbEngine,
  projectDir: string | undefined,
  log: Logger,
  autoExposeNewTables?: boolean,
): Promise<{ applied: MigrationFile[]; seeded: boolean }> {
  try {
    await installBaseSchema(db);
    await applyApiPrivileges(db, autoExposeNewTables);
    const fresh = await db.withAdmin(async (tx) => {
      const result = await tx.query<{ fresh: boolean }>(
        "select to_regclass('supabase_migrations.schema_migrations') is null as fresh",
      );
      return result.rows[0]?.fresh ?? true;
    });
    const applied = await applyMigrations(db, projectDir);
    if (applied.length) log.info('applied migrations', { files: applied.map((m) => m.file) });
    const seeded = fresh && (await applySeed(db, projectDir));
    if (seeded) log.info('ran seed.sql');
    return { applied, seeded };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Opens the engine and prepares the database ({@link openEngine}, then
 * {@link prepareDatabase}). An in-memory PGlite for a project starts from an archive taken
 * after that project's migrations and seed when one was saved (the second start of the same
 * project saves it); the preparation then finds nothing left to do.
 */
export async function openPreparedDatabase(
  location: EngineLocation,
  config: BackendConfig,
  projectDir: string | undefined,
  log: Logger,
  limits?: RequestLimits,
): Promise<DbEngine | PgliteEngine> {
  const inMemory = !location.dbUrl && !location.dataDir;
  const cache = inMemory && projectDir ? preparedSnapshot(projectDir) : undefined;
  const db = cache?.archive
    ? await openPglite({
        snapshot: cache.archive,
        searchPath: config.api.extra_search_path,
        limits,
      })
    : await openEngine(location, config, limits);
  await prepareDatabase(db, projectDir, log, config.api.auto_expose_new_tables);
  if (cache?.wanted && db.kind === 'pglite') {
    await cache.save(await (db as PgliteEngine).pg.dumpDataDir('none'));
  }
  return db;
}
