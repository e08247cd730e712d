import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of a fixture project under test/fixtures. */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
}

/**
 * Creates a throw-away project folder with the given migrations, optional seed and optional
 * `supabase/config.toml` text (default: none, so every setting takes the CLI's default).
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
  if (config !== undefined) writeFileSync(join(dir, 'supabase', 'config.toml'), config);
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
