import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `yyyymmddhhmmss` of `date` in UTC: the version the Supabase CLI gives a new migration. */
export function migrationVersion(date = new Date()): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14);
}

/**
 * Writes `sql` as `supabase/migrations/<UTC yyyymmddhhmmss>_<name>.sql`, as
 * `supabase db diff -f NAME` does.
 * @param now when the migration is made. Default: the current time.
 * @returns the path written.
 * @throws when `name` is not a plain file name, or that file already exists.
 */
export function writeDiffMigration(
  projectDir: string,
  name: string,
  sql: string,
  now = new Date(),
): string {
  if (!name || /[/\\]/.test(name) || name.startsWith('.')) {
    throw new Error(`invalid migration name "${name}": use letters, digits, "_" or "-"`);
  }
  const dir = join(projectDir, 'supabase', 'migrations');
  const path = join(dir, `${migrationVersion(now)}_${name}.sql`);
  if (existsSync(path)) throw new Error(`${path} already exists`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path, sql);
  return path;
}
