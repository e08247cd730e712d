import { type DatabaseTarget, hasPgliteDatabase } from '../commands/database-target.js';
import { loadConfig } from '../config.js';
import type { DbEngine } from '../db/engine.js';
import { openEngine, prepareDatabase } from '../db/open.js';
import type { PgliteEngine } from '../db/pglite.js';
import { createLogger } from '../log.js';
import { formatReport, judgeFile } from './report.js';
import { runSqlTestFiles } from './run-files.js';

export { PgtapUnavailableError } from './run-files.js';
export { findSqlTestFiles } from './test-files.js';

/** Options of {@link runTestDb}. */
export interface TestDbOptions {
  projectDir: string;
  /** The database, as the `db`/`migration` commands pick it. */
  target: DatabaseTarget;
  /** The test files, absolute. */
  files: readonly string[];
  /** Where progress notes go (the report itself is returned). */
  note(message: string): void;
}

/** A Postgres-wire URL of the database to test, and how to let go of it. */
interface WireTarget {
  dbUrl: string;
  release(): Promise<void>;
}

/** Serves an engine this command opened on a free loopback port, for the test connection. */
async function serveOwnEngine(db: DbEngine): Promise<WireTarget> {
  const wire = await (db as PgliteEngine).serve({ port: 0, host: '127.0.0.1' });
  return {
    dbUrl: `postgresql://postgres:postgres@127.0.0.1:${wire.port}/postgres`,
    release: () => db.close(),
  };
}

/**
 * The database the tests connect to: the running backend's Postgres port, the `--db-url`
 * server, the persisted PGlite folder, or — when the project has no database yet — a fresh
 * in-memory one built from its migrations and seed, as `db reset` would build it.
 */
async function wireTarget(options: TestDbOptions): Promise<WireTarget> {
  const { target, projectDir, note } = options;
  if (target.kind === 'running') {
    if (!target.record.dbUrl) {
      throw new Error(
        'the running backend serves no Postgres port: start it with one (--db-port, [db] port)',
      );
    }
    return { dbUrl: target.record.dbUrl, release: async () => {} };
  }
  const { location } = target;
  if (location.dbUrl) return { dbUrl: location.dbUrl, release: async () => {} };
  const config = loadConfig(projectDir);
  if (location.dataDir && hasPgliteDatabase(location.dataDir)) {
    return serveOwnEngine(await openEngine(location, config));
  }
  note('No database yet: testing a fresh one built from the migrations and seed.sql.');
  const db = await openEngine({}, config);
  // prepareDatabase closes the engine itself when it fails.
  await prepareDatabase(
    db,
    projectDir,
    createLogger({ silent: true }),
    config.api.auto_expose_new_tables,
  );
  return serveOwnEngine(db);
}

/**
 * `test db`: runs the project's pgTAP files against its database, each as `pg_prove` runs
 * one, and reports as `pg_prove` does.
 * @returns the report and whether every file passed.
 */
export async function runTestDb(options: TestDbOptions): Promise<{ report: string; ok: boolean }> {
  const started = performance.now();
  const wire = await wireTarget(options);
  try {
    const outputs = await runSqlTestFiles(wire.dbUrl, options.files);
    const verdicts = outputs.map((output) => judgeFile(output, options.projectDir));
    const seconds = (performance.now() - started) / 1000;
    return { report: formatReport(verdicts, seconds), ok: verdicts.every((verdict) => verdict.ok) };
  } finally {
    await wire.release();
  }
}
