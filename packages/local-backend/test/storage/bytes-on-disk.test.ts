import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { type LocalBackend, startLocalBackend } from '../../src/start.js';
import { createScratchDatabase, engines, type ScratchDatabase } from '../../src/testing.js';
import { fixture } from '../helpers.js';
import { bodyBytes, serviceClient } from './helpers.js';

/** Every blob file under `<dataDir>/storage/objects`. */
function blobFiles(dataDir: string): string[] {
  const root = join(dataDir, 'storage', 'objects');
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((shard) => readdirSync(join(root, shard)));
}

describe.each(engines)('storage bytes on disk on %s', (engine) => {
  let dataDir: string;
  let dbUrl: string | undefined;
  let scratch: ScratchDatabase | undefined;

  const start = (): Promise<LocalBackend> =>
    startLocalBackend({
      dataDir,
      projectDir: fixture('storage'),
      port: 0,
      log: createLogger({ silent: true }),
      ...(dbUrl ? { dbUrl } : {}),
    });

  const versions = async (backend: LocalBackend) =>
    backend.context.db.withAdmin(async (tx) => {
      const result = await tx.query<{ version: string }>('select version from storage.objects');
      return result.rows.map((row) => row.version).sort();
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lb-storage-'));
    if (engine === 'postgres') {
      scratch = await createScratchDatabase('tandem_test_storage');
      dbUrl = scratch.url;
    }
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it('keeps one file per row, survives a restart and collects orphans on start', async () => {
    const bytes = bodyBytes(200_000);
    let backend = await start();
    try {
      const docs = serviceClient(backend as never).storage.from('files');
      expect(
        (await docs.upload('keep/a.bin', bytes, { contentType: 'application/octet-stream' })).error,
      ).toBeNull();
      for (let i = 0; i < 3; i++) {
        const result = await docs.upload('keep/replaced.txt', `v${i}`, {
          contentType: 'text/plain',
          upsert: true,
        });
        expect(result.error).toBeNull();
      }
      await Promise.all(
        [1, 2, 3, 4].map((i) =>
          docs.upload('keep/race.txt', `race ${i}`, { contentType: 'text/plain', upsert: true }),
        ),
      );
      const limited = serviceClient(backend as never).storage.from('limited');
      expect(
        (await limited.upload('big.txt', bodyBytes(4096), { contentType: 'text/plain' })).error,
      ).not.toBeNull();
      await docs.remove(['keep/replaced.txt']);
      // Replaced, removed and refused bytes are gone: exactly the committed versions remain.
      expect(blobFiles(dataDir).sort()).toEqual(await versions(backend));
      expect(readdirSync(join(dataDir, 'storage', 'tmp'))).toEqual([]);
    } finally {
      await backend.stop();
    }

    // A crash between writing bytes and committing their row leaves files no row names.
    const orphan = randomUUID();
    mkdirSync(join(dataDir, 'storage', 'objects', orphan.slice(0, 2)), { recursive: true });
    writeFileSync(join(dataDir, 'storage', 'objects', orphan.slice(0, 2), orphan), 'orphan');
    writeFileSync(join(dataDir, 'storage', 'tmp', randomUUID()), 'half-written');

    backend = await start();
    try {
      const docs = serviceClient(backend as never).storage.from('files');
      const download = await docs.download('keep/a.bin');
      expect(Buffer.from(await (download.data as Blob).arrayBuffer()).equals(bytes)).toBe(true);
      expect(blobFiles(dataDir)).not.toContain(orphan);
      expect(blobFiles(dataDir).sort()).toEqual(await versions(backend));
      expect(readdirSync(join(dataDir, 'storage', 'tmp'))).toEqual([]);
    } finally {
      await backend.stop();
    }
    // Two on-disk PGlite start-ups (initdb on the first) take most of this on a shared machine.
  }, 120_000);
});
