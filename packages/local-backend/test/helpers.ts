import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of a fixture project under test/fixtures. */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
}

/**
 * `config.toml` of a throw-away project that names none: the suites' migrations create tables
 * without grants, relying on the default privileges of a project created before 30 May 2026.
 */
const OLD_DEFAULT_PRIVILEGES = '[api]\nauto_expose_new_tables = true\n';

/**
 * Creates a throw-away project folder with the given migrations, optional seed and optional
 * `supabase/config.toml` text (default: only `[api] auto_expose_new_tables = true`, so new
 * tables are granted to the API roles and every other setting takes the CLI's default).
 */
export function tempProject(
  migrations: Record<string, string>,
  seed?: string,
  config?: string,
): string {
  const dir = mkdtempSync(join(tmpdir(), 'lb-project-'));
  mkdirSync(join(dir, 'supabase', 'migrations'), { recursive: true });
  for (const [file, sql] of Object.entries(migrations)) {
    writeFileSync(join(dir, 'supabase', 'migrations', file), sql);
  }
  if (seed !== undefined) writeFileSync(join(dir, 'supabase', 'seed.sql'), seed);
  writeFileSync(join(dir, 'supabase', 'config.toml'), config ?? OLD_DEFAULT_PRIVILEGES);
  return dir;
}

/** Polls `check` every 50 ms for up to 10 s; resolves with whether it became true. */
export async function waitUntil(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
