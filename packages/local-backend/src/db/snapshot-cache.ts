import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

// initdb inside WASM takes seconds; an archive of a freshly initialised database loads in a
// fraction of that. The archive holds no user data (it is taken before migrations run), so
// it is shared by every in-memory backend with the same PGlite and base schema.

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
  return String(pkg.version);
}

/** Folder of cached archives: `$XDG_CACHE_HOME/tandem-local-backend` or `~/.cache/…`. */
export function snapshotCacheDir(): string {
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'tandem-local-backend');
}

function snapshotPath(schemaVersion: string): string {
  return join(snapshotCacheDir(), `pglite-${pgliteVersion()}-${schemaVersion}.tar`);
}

/** The cached archive for this base-schema version, if one was saved. */
export function readSnapshot(schemaVersion: string): Blob | undefined {
  try {
    return new Blob([readFileSync(snapshotPath(schemaVersion))]);
  } catch {
    return undefined;
  }
}

/** Saves an archive atomically; failures are ignored (the cache is only an optimisation). */
export async function writeSnapshot(schemaVersion: string, archive: Blob): Promise<void> {
  try {
    const path = snapshotPath(schemaVersion);
    mkdirSync(dirname(path), { recursive: true });
    const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temp, Buffer.from(await archive.arrayBuffer()));
    renameSync(temp, path);
  } catch {
    // A read-only home or a full disk only costs start-up time.
  }
}
