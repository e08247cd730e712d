import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { findRunningBackend } from '../run/run-record.js';
import { type DeclaredDiffOptions, diffDeclaredSchemaDetails } from './diff.js';
import { type DumpOptions, type DumpSource, dumpSchema } from './dump.js';
import { writeDiffMigration } from './migration-file.js';

/** Where a command prints: the SQL to `stdout`, progress and warnings to `stderr`. */
export interface CommandOutput {
  stdout?: { write(text: string): unknown };
  stderr?: { write(text: string): unknown };
}

/** Options of {@link runDbDiff}: `tandem-backend db diff [-f NAME] [--schema A,B] [--db-url URL]`. */
export interface RunDbDiffOptions extends DeclaredDiffOptions, CommandOutput {
  /** `-f NAME`: write the diff as a new migration instead of printing it. */
  file?: string;
}

/** What {@link runDbDiff} did. */
export interface RunDbDiffResult {
  /** The diff; `''` when the declared schema matches the migrations. */
  sql: string;
  /** The migration written (with `file`, and only when there was a diff). */
  path?: string;
}

const DIFF_CAVEAT =
  'The diff tool is not foolproof, so you may need to manually rearrange and modify the ' +
  'generated migration.\nRun tandem-backend db reset to verify that the new migration does ' +
  'not generate errors.\n';

/**
 * `db diff` as the Supabase CLI runs it with declarative schemas: prints the statements that
 * take the migrated schema to `supabase/schemas/*.sql`, or with `file` writes them to
 * `supabase/migrations/<timestamp>_<file>.sql`; "No schema changes found" when there are none.
 * Drop statements are listed on stderr to be checked. Shadows are in-memory PGlite, or
 * scratch databases on the PostgreSQL server of `dbUrl` (which must be a real server: PGlite's
 * Postgres port holds one database and cannot host shadows).
 * @throws {NoDeclaredSchemaError} when there is no declared schema.
 * @throws {MigrationError} when a migration or declared schema file fails.
 */
export async function runDbDiff(options: RunDbDiffOptions): Promise<RunDbDiffResult> {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  stderr.write(`Creating shadow databases on ${options.dbUrl ? 'PostgreSQL' : 'PGlite'}...\n`);
  const diff = await diffDeclaredSchemaDetails(options);
  stderr.write(`Applied declared schema: ${diff.files.join(', ')}\n`);
  stderr.write(`Diffing schemas: ${diff.schemas.join(',')}\n`);
  if (!diff.sql.trim()) {
    stderr.write('No schema changes found\n');
    return { sql: '' };
  }
  if (diff.drops.length) {
    stderr.write(
      `Found drop statements in schema diff. Please double check if these are expected:\n${diff.drops.join('\n')}\n`,
    );
  }
  if (!options.file) {
    stdout.write(diff.sql);
    stderr.write(DIFF_CAVEAT);
    return { sql: diff.sql };
  }
  const path = writeDiffMigration(options.projectDir, options.file, diff.sql);
  stderr.write(`Created new migration at ${relative(options.projectDir, path)}.\n`);
  stderr.write(DIFF_CAVEAT);
  return { sql: diff.sql, path };
}

/** Options of {@link runDbDump}: `tandem-backend db dump [-f FILE] [--schema A,B] [--db-url URL]`. */
export interface RunDbDumpOptions extends DumpOptions, CommandOutput {
  /** The folder that contains `supabase/`. */
  projectDir: string;
  /** `-f FILE`: write the dump there (relative to the working directory) instead of printing it. */
  file?: string;
}

/**
 * The database `db dump` reads when told none, as `supabase db dump --local` reads the local
 * one: the backend running for the project, through its Postgres port (a PGlite directory
 * must not be opened by a second process), else the project's persisted PGlite folder.
 */
function localSource(options: RunDbDumpOptions): DumpSource {
  const running = findRunningBackend(options.projectDir);
  const { db, dbUrl, dataDir: givenDataDir } = options;
  const ownDataDir =
    givenDataDir !== undefined &&
    running?.engine === 'pglite' &&
    running.dataDir !== undefined &&
    resolve(running.dataDir) === resolve(givenDataDir);
  if (db || dbUrl || (givenDataDir && !ownDataDir)) return { db, dbUrl, dataDir: givenDataDir };
  if (running?.dbUrl) return { dbUrl: running.dbUrl };
  if (running) {
    throw new Error(
      `the backend running for ${options.projectDir} (pid ${running.pid}) serves no Postgres port: ` +
        'start it with --db-port, or stop it to dump its data folder',
    );
  }
  const dataDir = join(options.projectDir, '.tandem', 'data');
  if (existsSync(join(dataDir, 'pglite'))) return { dataDir };
  throw new Error(
    `no database to dump for ${options.projectDir}: start the backend (tandem-backend start), ` +
      'or pass --db-url or --data-dir',
  );
}

/**
 * `db dump` as `supabase db dump --local`: the schema of the project's schemas (see
 * {@link dumpSchema}) printed, or written to `file`. Without `db`, `dbUrl` or `dataDir` it
 * reads the backend running for the project over its Postgres port, or else the project's
 * PGlite folder (`<project>/.tandem/data`).
 * @returns the SQL.
 */
export async function runDbDump(options: RunDbDumpOptions): Promise<string> {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const source = localSource(options);
  stderr.write(`Dumping schemas from ${describeSource(source)}...\n`);
  const { schemas, config, projectDir } = options;
  const sql = await dumpSchema({ ...source, schemas, config, projectDir });
  if (!options.file) {
    stdout.write(sql);
    return sql;
  }
  const path = resolve(options.file);
  writeFileSync(path, sql);
  stderr.write(`Dumped schema to ${path}.\n`);
  return sql;
}

/** How a source is named in messages, without a password. */
function describeSource(source: DumpSource): string {
  if (source.db) return `the ${source.db.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} database`;
  if (source.dataDir) return `the PGlite database in ${source.dataDir}`;
  const url = new URL(source.dbUrl ?? '');
  if (url.password) url.password = '***';
  return `the database at ${url.href}`;
}
