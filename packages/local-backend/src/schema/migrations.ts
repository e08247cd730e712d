import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DbEngine, OWNER_SEARCH_PATH, type Tx } from '../db/engine.js';
import { lineOf, type SqlStatement, splitStatements } from './split-statements.js';

/** A migration file named as the Supabase CLI expects: `<version>_<name>.sql`. */
export interface MigrationFile {
  version: string;
  name: string;
  file: string;
  path: string;
}

/** A migration or seed that failed; the database is left as it was before that file. */
export class MigrationError extends Error {
  override name = 'MigrationError';
  constructor(
    /** File name, e.g. `20240101000000_init.sql`. */
    readonly file: string,
    /** 1-based line of the failing statement (or of the error position within it). */
    readonly line: number,
    /** Postgres's message. */
    readonly pgMessage: string,
    /** SQLSTATE, when Postgres reported one. */
    readonly code: string | undefined,
  ) {
    super(`${file}:${line}: ${pgMessage}${code ? ` (SQLSTATE ${code})` : ''}`);
  }
}

const MIGRATION_NAME = /^(\d+)_(.*)\.sql$/;

/** The owner's session as it starts: its own role, Supabase's search_path. */
/** A new session's role and search path, for the next file after one that changed them. */
export const RESTORE_SESSION = `reset role; set search_path to ${OWNER_SEARCH_PATH}`;

/** Lists `supabase/migrations/*.sql` in file-name order; files not named `<digits>_…` are skipped, as the CLI does. */
export function listMigrations(projectDir: string | undefined): MigrationFile[] {
  if (!projectDir) return [];
  const dir = join(projectDir, 'supabase', 'migrations');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => MIGRATION_NAME.test(file))
    .sort()
    .map((file) => {
      const [, version = '', name = ''] = MIGRATION_NAME.exec(file) ?? [];
      return { version, name, file, path: join(dir, file) };
    });
}

/** Runs the statements of one file, turning a failure into a {@link MigrationError}. */
export async function runStatements(
  tx: Tx,
  file: string,
  statements: SqlStatement[],
): Promise<void> {
  for (const statement of statements) {
    try {
      await tx.exec(statement.text);
    } catch (error) {
      const pgError = error as { message?: string; code?: string; position?: string | number };
      const position = Number(pgError.position);
      const line =
        Number.isFinite(position) && position > 0
          ? statement.line + lineOf(statement.text, position - 1) - 1
          : statement.line;
      throw new MigrationError(file, line, pgError.message ?? String(error), pgError.code);
    }
  }
}

/**
 * Applies every migration not yet recorded in `supabase_migrations.schema_migrations`, in
 * file-name order, each in its own transaction, recording `(version, name, statements)` as
 * the CLI does.
 * @returns the files applied by this call.
 * @throws {MigrationError} on the first failing statement.
 */
export async function applyMigrations(
  db: DbEngine,
  projectDir: string | undefined,
): Promise<MigrationFile[]> {
  await db.withAdmin((tx) =>
    tx.exec(
      'create schema if not exists supabase_migrations; ' +
        'create table if not exists supabase_migrations.schema_migrations ' +
        '(version text not null primary key, statements text[], name text)',
    ),
  );
  const done = await db.withAdmin(async (tx) => {
    const rows = await tx.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    return new Set(rows.rows.map((row) => row.version));
  });
  const applied: MigrationFile[] = [];
  for (const migration of listMigrations(projectDir)) {
    if (done.has(migration.version)) continue;
    const statements = splitStatements(readFileSync(migration.path, 'utf8'));
    await db.withAdmin(async (tx) => {
      await runStatements(tx, migration.file, statements);
      // Migrations may change the role or search path (pg_dump output empties it); record
      // with a clean slate and start the next file, and seed.sql, as a new session would.
      await tx.exec(RESTORE_SESSION);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, statements.map((s) => s.text)],
      );
    });
    applied.push(migration);
  }
  return applied;
}

/**
 * Runs `supabase/seed.sql` in one transaction when the project has one.
 * @returns whether a seed file was run.
 * @throws {MigrationError} naming `seed.sql` and the failing line.
 */
export async function applySeed(db: DbEngine, projectDir: string | undefined): Promise<boolean> {
  if (!projectDir) return false;
  const path = join(projectDir, 'supabase', 'seed.sql');
  if (!existsSync(path)) return false;
  const statements = splitStatements(readFileSync(path, 'utf8'));
  await db.withAdmin(async (tx) => {
    await runStatements(tx, 'seed.sql', statements);
    await tx.exec(RESTORE_SESSION);
  });
  return true;
}
