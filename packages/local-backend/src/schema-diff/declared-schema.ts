import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { ConfigError } from '../config.js';
import type { DbEngine } from '../db/engine.js';
import { RESTORE_SESSION, runStatements } from '../schema/migrations.js';
import { splitStatements } from '../schema/split-statements.js';

/** The Supabase CLI's declarative schemas when config.toml names none. */
const DEFAULT_SCHEMA_PATHS = ['./schemas/*.sql'];

/**
 * `[db.migrations] schema_paths` of config.toml, read here because the backend itself has no
 * use for it; relative to `supabase/` as the Supabase CLI reads them.
 */
function configuredSchemaPaths(projectDir: string): string[] {
  const file = join(projectDir, 'supabase', 'config.toml');
  if (!existsSync(file)) return DEFAULT_SCHEMA_PATHS;
  let raw: { db?: { migrations?: { schema_paths?: unknown } } };
  try {
    raw = parse(readFileSync(file, 'utf8')) as typeof raw;
  } catch (error) {
    throw new ConfigError(`${file}: ${(error as Error).message}`);
  }
  const paths = raw.db?.migrations?.schema_paths;
  if (paths === undefined) return DEFAULT_SCHEMA_PATHS;
  if (!Array.isArray(paths) || paths.some((path) => typeof path !== 'string')) {
    throw new ConfigError(`${file}: "db.migrations.schema_paths" must be a list of paths`);
  }
  return paths.length ? (paths as string[]) : DEFAULT_SCHEMA_PATHS;
}

/** A file-name pattern (`*` and `?` only) as a regular expression. */
function namePattern(glob: string): RegExp {
  const source = glob
    .split('')
    .map((char) => (char === '*' ? '[^/]*' : char === '?' ? '[^/]' : char.replace(/\W/, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The files one `schema_paths` entry names: itself, or its folder's matches in name order. */
function expand(supabaseDir: string, path: string): string[] {
  const absolute = resolve(supabaseDir, path);
  const name = basename(absolute);
  if (!/[*?]/.test(name)) return existsSync(absolute) ? [absolute] : [];
  const folder = dirname(absolute);
  if (!existsSync(folder)) return [];
  const pattern = namePattern(name);
  return readdirSync(folder)
    .filter((file) => pattern.test(file))
    .sort()
    .map((file) => join(folder, file));
}

/**
 * The project's declared schema files in the order they apply: `supabase/schemas/*.sql` in
 * file-name order, or the entries of `[db.migrations] schema_paths` in the order listed
 * (a pattern's matches in file-name order; a file named twice applies once, first).
 * @returns absolute paths.
 */
export function listDeclaredSchemaFiles(projectDir: string): string[] {
  const supabaseDir = join(projectDir, 'supabase');
  const files = new Set<string>();
  for (const path of configuredSchemaPaths(projectDir)) {
    for (const file of expand(supabaseDir, path)) files.add(file);
  }
  return [...files];
}

/**
 * Applies the declared schema files to `db`, each in its own transaction.
 * @throws {MigrationError} naming the file (relative to `supabase/`) and line that failed.
 */
export async function applyDeclaredSchema(
  db: DbEngine,
  projectDir: string,
  files: string[],
): Promise<void> {
  const supabaseDir = join(projectDir, 'supabase');
  for (const file of files) {
    const sql = readFileSync(file, 'utf8');
    await db.withAdmin(async (tx) => {
      await runStatements(tx, relative(supabaseDir, file), splitStatements(sql));
      // A file may change the role or search path; the next starts as a new session would.
      await tx.exec(RESTORE_SESSION);
    });
  }
}
