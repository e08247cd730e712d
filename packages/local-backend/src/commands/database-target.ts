import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EngineLocation } from '../db/open.js';
import { findLiveBackend } from '../run/control-client.js';
import type { RunRecord } from '../run/run-record.js';
import type { OptionValues } from './command.js';
import { stringOption } from './option-values.js';

/** The database a command was pointed at: `--db-url`, `--data-dir`, or neither. */
export interface DatabaseChoice {
  dbUrl?: string;
  /** Absolute. */
  dataDir?: string;
}

/** Reads and checks {@link DATABASE_OPTIONS}. */
export function databaseChoice(values: OptionValues): DatabaseChoice {
  const dbUrl = stringOption(values, 'db-url');
  const dataDir = stringOption(values, 'data-dir');
  if (dbUrl && dataDir) throw new Error('--db-url and --data-dir cannot be used together');
  return { ...(dbUrl ? { dbUrl } : {}), ...(dataDir ? { dataDir: resolve(dataDir) } : {}) };
}

/**
 * The database a `migration` or `db` command works on: the backend running for the project
 * (asked over its control channel, as only it may touch its PGlite and caches), or a
 * database no backend serves — the persisted PGlite folder or the `--db-url` server.
 */
export type DatabaseTarget =
  | { kind: 'running'; record: RunRecord }
  | { kind: 'offline'; location: EngineLocation };

/** `--data-dir` and `--db-url`, shared by the commands that take a database. */
export const DATABASE_OPTIONS = {
  'data-dir': { type: 'string' },
  'db-url': { type: 'string' },
  // Accepted for scripts written for the Supabase CLI: the local database is the only one.
  local: { type: 'boolean' },
} as const;

/** Help lines of {@link DATABASE_OPTIONS}. */
export const DATABASE_HELP = `  --db-url URL     a PostgreSQL database instead of the project's backend
  --data-dir DIR   the PGlite folder when no backend runs      default <project>/.tandem/data
  --local          the local database (the default and only choice)
`;

/**
 * Picks the database: `--db-url` or `--data-dir` when given and not the running backend's
 * own, else the backend running for the project, else the persisted PGlite folder.
 */
export async function databaseTarget(
  projectDir: string,
  choice: DatabaseChoice,
): Promise<DatabaseTarget> {
  const { dbUrl, dataDir } = choice;
  const record = await findLiveBackend(projectDir);
  if (record) {
    const same =
      (!dbUrl && !dataDir) ||
      (dbUrl !== undefined && record.engine === 'postgres' && record.dbUrl === dbUrl) ||
      (dataDir !== undefined && record.engine === 'pglite' && record.dataDir === dataDir);
    if (same) return { kind: 'running', record };
  }
  if (dbUrl) return { kind: 'offline', location: { dbUrl } };
  return {
    kind: 'offline',
    location: { dataDir: dataDir ?? join(projectDir, '.tandem', 'data') },
  };
}

/** Whether an offline PGlite folder holds a database yet (`start` or `db reset` makes one). */
export function hasPgliteDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'pglite'));
}

/** How a target is named in messages. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'running') return `the running backend (pid ${target.record.pid})`;
  if (!target.location.dbUrl) return `the PGlite database in ${target.location.dataDir}`;
  const url = new URL(target.location.dbUrl);
  // Messages end up in logs and CI output: never print a password.
  if (url.password) url.password = '***';
  return `the database at ${url.href}`;
}
