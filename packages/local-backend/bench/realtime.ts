/**
 * Realtime benchmark: `pnpm --filter @tandem/local-backend bench:realtime`.
 *
 * On PGlite and on PostgreSQL, with 1, 50 and 200 supabase-js clients (half of them allowed
 * by RLS, half not), measures the latency from an INSERT's transaction to delivery of its
 * postgres_changes event and of its broadcast_changes message at every allowed client; then
 * broadcast round trips (self echo) and broadcast throughput between two clients.
 * Latencies are measured from the start of the inserting transaction, so they bound
 * commit-to-delivery from above. The subscribed clients run in a worker thread
 * (bench/realtime-clients.ts) so their decoding does not share the server's event loop.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import type { ClientsSetup } from './realtime-clients.js';

interface ReadyMessage {
  privateJoined: number;
}

const CLIENT_COUNTS = [1, 50, 200];
const CHANGES_PER_RUN = Number(process.env.BENCH_CHANGES ?? 100);
const ROUND_TRIPS = Number(process.env.BENCH_ROUND_TRIPS ?? 500);
const THROUGHPUT_MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5000);
const WAIT_MS = 15_000;

const MIGRATION = `
create table public.bench_allowed (user_id uuid primary key);
create table public.bench_items (id bigint primary key, body text not null);
alter table public.bench_items enable row level security;
create policy "allowed users read" on public.bench_items for select
  using (exists (select 1 from public.bench_allowed a where a.user_id = auth.uid()));
alter publication supabase_realtime add table public.bench_items;
create policy "allowed users listen" on realtime.messages for select to authenticated
  using (realtime.topic() = 'bench'
         and exists (select 1 from public.bench_allowed a where a.user_id = auth.uid()));
create function public.bench_broadcast() returns trigger language plpgsql security definer
set search_path = '' as $$
begin
  perform realtime.broadcast_changes('bench', tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
  return null;
end $$;
create trigger bench_broadcast after insert on public.bench_items
  for each row execute function public.bench_broadcast();
`;

function projectDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lb-bench-realtime-'));
  mkdirSync(join(dir, 'supabase', 'migrations'), { recursive: true });
  writeFileSync(join(dir, 'supabase', 'migrations', '20240101000000_bench.sql'), MIGRATION);
  return dir;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(1).padStart(7);
  return `${f(percentile(sorted, 50))} ${f(percentile(sorted, 95))} ${f(percentile(sorted, 99))}`;
}

function client(backend: TestBackend, token: string): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never },
  });
}

function joined(subscribe: (cb: (status: string) => void) => void): Promise<boolean> {
  return new Promise((resolve) => {
    subscribe((status) => {
      if (status === 'SUBSCRIBED') resolve(true);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') resolve(false);
    });
  });
}

/** Waits for `count` deliveries of change `id`, recording each latency from `start`. */
class Deliveries {
  private pending = new Map<number, { left: number; start: number; done: () => void }>();
  readonly samples: number[] = [];
  missed = 0;

  expect(id: number, count: number, start: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.missed += this.pending.get(id)?.left ?? 0;
        this.pending.delete(id);
        resolve();
      }, WAIT_MS);
      this.pending.set(id, {
        left: count,
        start,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** Records one delivery of change `id` at absolute time `at`. */
  arrived(id: number, at = performance.timeOrigin + performance.now()): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.samples.push(at - entry.start);
    entry.left--;
    if (entry.left === 0) {
      this.pending.delete(id);
      entry.done();
    }
  }
}

async function changesRun(backend: TestBackend, count: number, firstId: number) {
  const users = Array.from({ length: count }, () => randomUUID());
  const allowed = users.filter((_, index) => index % 2 === 0);
  await backend.context.db.withAdmin(async (tx) => {
    for (const id of users) {
      await tx.query('insert into auth.users (id, email) values ($1, $2)', [
        id,
        `${id}@bench.test`,
      ]);
    }
    for (const id of allowed) await tx.query('insert into public.bench_allowed values ($1)', [id]);
  });
  const tokens = await Promise.all(
    users.map((id) =>
      backend.context.keys.signHs256(
        { sub: id, role: 'authenticated', aud: 'authenticated', email: `${id}@bench.test` },
        3600,
      ),
    ),
  );
  const changes = new Deliveries();
  const broadcasts = new Deliveries();
  const setup: ClientsSetup = { url: backend.url, anonKey: backend.anonKey, tokens };
  // The worker's .ts entry imports modules by their .js names, which Node's own type stripping
  // does not map: register tsx inside it first.
  const entry = new URL('./realtime-clients.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`,
    { eval: true, workerData: setup },
  );
  const ready = new Promise<number>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: { kind: string; id?: number; at?: number } & ReadyMessage) => {
      if (message.kind === 'ready') resolve(message.privateJoined);
      else if (message.kind === 'changes') changes.arrived(message.id ?? 0, message.at);
      else if (message.kind === 'broadcast') broadcasts.arrived(message.id ?? 0, message.at);
    });
  });
  const privateJoined = await ready;
  for (let i = 0; i < CHANGES_PER_RUN; i++) {
    const id = firstId + i;
    const start = performance.timeOrigin + performance.now();
    const waits = [
      changes.expect(id, allowed.length, start),
      broadcasts.expect(id, allowed.length, start),
    ];
    await backend.context.db.withAdmin((tx) =>
      tx.query('insert into public.bench_items values ($1, $2)', [id, 'bench']),
    );
    await Promise.all(waits);
  }
  const stopped = new Promise<void>((resolve) =>
    worker.on('message', (message: { kind: string }) => {
      if (message.kind === 'stopped') resolve();
    }),
  );
  worker.postMessage({ kind: 'stop' });
  await stopped;
  await worker.terminate();
  await backend.context.db.withAdmin((tx) => tx.query('delete from public.bench_allowed'));
  return { changes, broadcasts, allowed: allowed.length, privateJoined };
}

async function broadcastRun(backend: TestBackend) {
  const a = client(backend, backend.anonKey);
  const b = client(backend, backend.anonKey);
  const roundTrips: number[] = [];
  let echo: ((i: number) => void) | undefined;
  let echoes = 0;
  const self = a
    .channel('bench-rt', { config: { broadcast: { self: true } } })
    .on('broadcast', { event: 'ping' }, (message) => {
      echoes++;
      echo?.(message.payload.i);
    });
  await joined((cb) => self.subscribe(cb));
  for (let i = 0; i < ROUND_TRIPS; i++) {
    const start = performance.now();
    await new Promise<void>((resolve) => {
      echo = (echoed) => {
        if (echoed === i) resolve();
      };
      void self.send({ type: 'broadcast', event: 'ping', payload: { i } });
    });
    roundTrips.push(performance.now() - start);
  }

  let received = 0;
  let finished: (() => void) | undefined;
  const sink = b.channel('bench-flood').on('broadcast', { event: 'm' }, () => {
    received++;
    if (received === THROUGHPUT_MESSAGES) finished?.();
  });
  await joined((cb) => sink.subscribe(cb));
  const source = a.channel('bench-flood');
  await joined((cb) => source.subscribe(cb));
  const done = new Promise<void>((resolve) => {
    finished = resolve;
    setTimeout(resolve, WAIT_MS * 4);
  });
  const start = performance.now();
  for (let i = 0; i < THROUGHPUT_MESSAGES; i++) {
    void source.send({ type: 'broadcast', event: 'm', payload: { i } });
    // Stay under realtime-js's 100-message push buffer by yielding now and then.
    if (i % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
  }
  await done;
  const perSecond = (received / (performance.now() - start)) * 1000;
  for (const supabase of [a, b]) {
    await supabase.removeAllChannels();
    supabase.realtime.disconnect();
  }
  return { roundTrips, perSecond, received, echoes };
}

async function main() {
  const dir = projectDir();
  console.log(
    `realtime bench: ${CHANGES_PER_RUN} inserts per run, ${ROUND_TRIPS} round trips, ${THROUGHPUT_MESSAGES} messages (ms: p50 p95 p99)`,
  );
  for (const engine of engines) {
    const backend = await startTestBackend({ engine, projectDir: dir });
    try {
      let nextId = 1;
      for (const count of CLIENT_COUNTS) {
        const run = await changesRun(backend, count, nextId);
        nextId += CHANGES_PER_RUN;
        console.log(
          `${engine.padEnd(8)} clients=${String(count).padStart(3)} allowed=${String(run.allowed).padStart(3)} ` +
            `postgres_changes ${summary(run.changes.samples)}  broadcast_changes ${summary(run.broadcasts.samples)}` +
            `  (missed ${run.changes.missed}/${run.broadcasts.missed}, private joins ${run.privateJoined})`,
        );
      }
      const broadcast = await broadcastRun(backend);
      console.log(
        `${engine.padEnd(8)} broadcast round trip ${summary(broadcast.roundTrips)}  throughput ${Math.round(broadcast.perSecond)} msg/s (${broadcast.received}/${THROUGHPUT_MESSAGES}, ${broadcast.echoes} echoes for ${ROUND_TRIPS} pings)`,
      );
    } finally {
      await backend.stop();
    }
  }
}

await main();
