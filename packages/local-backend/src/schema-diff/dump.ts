import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PostgreSQL } from '@pgkit/migra';
import { type BackendConfig, loadConfig } from '../config.js';
import type { DbEngine } from '../db/engine.js';
import { openEngine } from '../db/open.js';
import { openPostgres } from '../db/postgres.js';
import { applyMigrations } from '../schema/migrations.js';
import { diffInspections } from './diff.js';
import { inspectSchemas, listSchemas } from './inspect.js';
import { selectSchemas } from './schemas.js';
import { openShadow } from './shadow.js';

/**
 * The database {@link dumpSchema} reads, one of:
 * - `db`: an open engine (left open);
 * - `dbUrl`: a Postgres-wire URL: a PostgreSQL server, or a running PGlite backend's
 *   Postgres port (`[db] port`, `54322`);
 * - `dataDir`: a PGlite data directory (`--data-dir`) that no running backend holds;
 * - `projectDir` alone: the schema the project's migrations build, on a fresh in-memory PGlite.
 */
export interface DumpSource {
  db?: DbEngine;
  dbUrl?: string;
  dataDir?: string;
  projectDir?: string;
}

/** Options of {@link dumpSchema}. */
export interface DumpOptions extends DumpSource {
  /**
   * Schemas to dump (`db dump --schema`). Default: every schema Supabase does not manage:
   * `public` and the project's own. The database's extensions are always included.
   */
  schemas?: readonly string[];
  /** The project's config. Default: read from `<projectDir>/supabase/config.toml`. */
  config?: BackendConfig;
}

/** Opens the source and says how to let go of it. */
async function openSource(options: DumpOptions, config: BackendConfig) {
  if (options.db) return { db: options.db, release: async () => {} };
  if (options.dbUrl) {
    const db = await openPostgres({ url: options.dbUrl, poolSize: 1 });
    return { db, release: () => db.close() };
  }
  if (options.dataDir) {
    // Opening a missing directory would create an empty database and dump nothing.
    if (!existsSync(join(options.dataDir, 'pglite'))) {
      throw new Error(
        `no PGlite database in ${options.dataDir} (expected ${options.dataDir}/pglite)`,
      );
    }
    const db = await openEngine({ dataDir: options.dataDir }, config);
    return { db, release: () => db.close() };
  }
  if (!options.projectDir) throw new Error('dumpSchema needs db, dbUrl, dataDir or projectDir');
  const shadow = await openShadow({}, config);
  try {
    await applyMigrations(shadow.db, options.projectDir);
  } catch (error) {
    await shadow.dispose();
    throw error;
  }
  return { db: shadow.db, release: () => shadow.dispose() };
}

/**
 * Dumps the schema (no data) of the project's schemas as SQL that recreates them on a
 * database holding the Supabase base schema: schemas, extensions, types, tables, indexes,
 * constraints, views, functions, grants, RLS policies and triggers, in dependency order. The
 * statements are migra's diff from an empty database, so the output reads the same on both
 * engines; it is not pg_dump's format (no `SET` preamble, owners or comments).
 * @returns the SQL, `''` when the schemas hold nothing.
 */
export async function dumpSchema(options: DumpOptions): Promise<string> {
  const config = options.config ?? loadConfig(options.projectDir);
  const { db, release } = await openSource(options, config);
  try {
    const schemas = selectSchemas(await listSchemas(db), options.schemas);
    const inspected = await inspectSchemas(db, new Set(schemas));
    const { sql } = await diffInspections(PostgreSQL.empty(), inspected);
    return sql;
  } finally {
    await release();
  }
}
