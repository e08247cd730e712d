/**
 * Storage throughput: upload and download MiB/s of 1 KiB, 1 MiB and 25 MiB objects with 1 and
 * 8 concurrent supabase-js clients, on PGlite and PostgreSQL, with bytes on disk under a data
 * directory. A plain streamed file copy (read, write, fsync) on the same disk in the same run
 * is the physical reference. Prints a Markdown table.
 *
 *   pnpm --filter @tandem/local-backend bench:storage
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createLogger } from '../src/log.js';
import { startLocalBackend } from '../src/start.js';
import { createScratchDatabase } from '../src/testing.js';

const KiB = 1024;
const MiB = 1024 * KiB;
const sizes = [
  { label: '1 KiB', bytes: KiB, total: 200 },
  { label: '1 MiB', bytes: MiB, total: 64 },
  { label: '25 MiB', bytes: 25 * MiB, total: 8 },
];
const clientCounts = [1, 8];

function mibPerSecond(bytes: number, ms: number): string {
  const rate = bytes / MiB / (ms / 1000);
  return rate < 1 ? rate.toFixed(3) : rate.toFixed(1);
}

function perSecond(count: number, ms: number): string {
  return (count / (ms / 1000)).toFixed(0);
}

/** Runs `total` operations spread over `clients` workers; returns wall time in ms. */
async function timed(total: number, clients: number, op: (i: number) => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < total; i = next++) await op(i);
    }),
  );
  return performance.now() - started;
}

/** The physical reference: stream-copy a file and fsync it, like the store's write path. */
async function fileCopy(dir: string, bytes: number, total: number, clients: number) {
  const source = join(dir, `source-${bytes}`);
  writeFileSync(source, randomBytes(bytes));
  const ms = await timed(total, clients, async (i) => {
    const target = join(dir, `copy-${bytes}-${i}`);
    await pipeline(createReadStream(source), createWriteStream(target));
    const handle = await open(target, 'r+');
    await handle.sync();
    await handle.close();
  });
  return { rate: mibPerSecond(bytes * total, ms), perSecond: perSecond(total, ms) };
}

async function benchEngine(engine: 'pglite' | 'postgres', rows: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-storage-'));
  const scratch = engine === 'postgres' ? await createScratchDatabase('tandem_bench') : undefined;
  const dbUrl = scratch?.url;
  const backend = await startLocalBackend({
    dataDir,
    projectDir: null,
    port: 0,
    log: createLogger({ silent: true }),
    ...(dbUrl ? { dbUrl } : {}),
  });
  try {
    const clients = Array.from({ length: 8 }, () =>
      createClient(backend.url, backend.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
      }),
    );
    const bucketOf = (index: number) => {
      const client = clients[index];
      if (!client) throw new Error(`no client ${index}`);
      return client.storage.from('bench');
    };
    await clients[0]?.storage.createBucket('bench', { public: false });
    for (const size of sizes) {
      const body = randomBytes(size.bytes);
      for (const count of clientCounts) {
        const prefix = `${size.bytes}-${count}`;
        const upload = await timed(size.total, count, async (i) => {
          const bucket = bucketOf(i % count);
          const { error } = await bucket.upload(`${prefix}/${i}.bin`, body, {
            contentType: 'application/octet-stream',
          });
          if (error) throw error;
        });
        const download = await timed(size.total, count, async (i) => {
          const bucket = bucketOf(i % count);
          const { data, error } = await bucket.download(`${prefix}/${i}.bin`);
          if (error || data?.size !== size.bytes) throw error ?? new Error('short download');
        });
        const copy = await fileCopy(dataDir, size.bytes, size.total, count);
        rows.push(
          `| ${engine} | ${size.label} | ${count} | ${size.total} | ${mibPerSecond(size.bytes * size.total, upload)} (${perSecond(size.total, upload)}/s) | ${mibPerSecond(size.bytes * size.total, download)} (${perSecond(size.total, download)}/s) | ${copy.rate} (${copy.perSecond}/s) |`,
        );
        console.error(rows.at(-1));
      }
    }
  } finally {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

const rows: string[] = [];
for (const engine of ['pglite', 'postgres'] as const) await benchEngine(engine, rows);
console.log(
  [
    `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, data directory on ${tmpdir()}, ` +
      `${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end of the run`,
    '',
    '| engine | object | clients | objects | upload MiB/s (objects/s) | download MiB/s (objects/s) | file copy MiB/s (files/s) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
