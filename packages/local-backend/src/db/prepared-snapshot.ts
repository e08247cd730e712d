import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { baseSchemaVersion } from '../schema/base-schema.js';
import { listMigrations } from '../schema/migrations.js';
import { readSnapshot, snapshotCacheDir, writeSnapshot } from './snapshot-cache.js';

// Applying a project's migrations and seed inside WASM takes seconds, and a test suite starts
// dozens of in-memory backends on the same project. Those after the second load an archive
// taken right after the seed. The archive is keyed by everything that made it, so a change to
// a migration or the seed builds a new one; a project started only once (a test's temporary
// folder) never costs an archive's disk space.

/** A key holds its day, so an archive or mark older than two days is never read again. */
const STALE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

const NAME_PREFIX = 'prepared-';

/**
 * What the prepared database was made from: the project's folder, the base schema, each
 * migration and the seed by name and content, and today's date in UTC, since a seed may date
 * its rows from `current_date`.
 */
function keyOf(projectDir: string, today: string): string {
  const hash = createHash('sha256').update(resolve(projectDir)).update(baseSchemaVersion());
  hash.update(today);
  for (const migration of listMigrations(projectDir)) {
    hash.update(migration.file).update(readFileSync(migration.path));
  }
  // `[api] auto_expose_new_tables` decides which grants the migrations' objects get.
  const config = join(projectDir, 'supabase', 'config.toml');
  if (existsSync(config)) hash.update('config.toml').update(readFileSync(config));
  const seed = join(projectDir, 'supabase', 'seed.sql');
  if (existsSync(seed)) hash.update('seed.sql').update(readFileSync(seed));
  return `${NAME_PREFIX}${hash.digest('hex').slice(0, 24)}`;
}

/** A project's database as its migrations and seed leave it, cached as a PGlite archive. */
export interface PreparedSnapshot {
  /** The saved archive, if the project started this way before and it was saved. */
  readonly archive: Blob | undefined;
  /** Whether to save one after preparing: the project has started this way before. */
  readonly wanted: boolean;
  /** Saves the archive and removes those of earlier days. Failures only cost time. */
  save(archive: Blob): Promise<void>;
}

/** The prepared archive of the project in `projectDir`, as its files and today's date are. */
export function preparedSnapshot(projectDir: string, now = new Date()): PreparedSnapshot {
  const key = keyOf(projectDir, now.toISOString().slice(0, 10));
  const archive = readSnapshot(key);
  const wanted = !archive && !markSeen(key);
  return {
    archive,
    wanted,
    async save(snapshot) {
      await writeSnapshot(key, snapshot);
      removeStale(now.getTime());
    },
  };
}

/** Leaves a mark that this key was started; tells whether it was new. */
function markSeen(key: string): boolean {
  const mark = join(snapshotCacheDir(), `${key}.seen`);
  if (existsSync(mark)) return false;
  try {
    mkdirSync(snapshotCacheDir(), { recursive: true });
    writeFileSync(mark, '');
  } catch {
    // Without a mark no archive is saved: start-up stays as slow as it was.
  }
  return true;
}

function removeStale(now: number): void {
  try {
    const dir = snapshotCacheDir();
    for (const name of readdirSync(dir)) {
      if (!name.includes(NAME_PREFIX)) continue;
      const path = join(dir, name);
      if (now - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { force: true });
    }
  } catch {
    // An archive left behind only takes disk space.
  }
}
