import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { type EngineName, engines, startTestBackend } from '@tandem/local-backend/testing';
import { type Task, taskSchema } from '@tandem/schemas';
import { QueryClient } from '@tanstack/react-query';
import WebSocket from 'ws';
import { createTandemClient } from '../src/index.js';
import { parseRows } from '../src/internal/validate.js';
import { bindBoardToCache, tandemKeys, tandemQueries } from '../src/react-query/index.js';
import { TASK_COLUMNS } from '../src/tasks/columns.js';
import { seedLargeBoard } from './seed-board.js';

/**
 * What the client costs on the hot path of a large board: loading 5,000 tasks through
 * `tasks.listBoard` (request + parse + typing) beside the same query through bare supabase-js
 * in the same run, the parse alone, and how long a change by another member takes to reach
 * the cache through the realtime binding. Prints one JSON line per engine; `--update` writes
 * them as the committed baseline (bench/baseline.json).
 */
const TASKS = Number(process.env.BENCH_TASKS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const EDITS = Number(process.env.BENCH_EDITS ?? 30);
const projectDir = fileURLToPath(new URL('../../..', import.meta.url));
const baselineFile = fileURLToPath(new URL('./baseline.json', import.meta.url));
const OWNER = 'owner@demo.tandem.test';
const MEMBER = 'member@demo.tandem.test';
const PASSWORD = 'tandem-demo-1';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(
    (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0).toFixed(2),
  );
};
const median = (values: number[]) => quantile(values, 0.5);

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function benchEngine(engine: EngineName) {
  const backend = await startTestBackend({ engine, projectDir });
  try {
    const boardId = await seedLargeBoard(backend, TASKS);
    const tandem = createTandemClient({ url: backend.url, key: backend.publishableKey });
    await tandem.auth.signInWithPassword({ email: OWNER, password: PASSWORD });
    const bare = createClient(backend.url, backend.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    await bare.auth.signInWithPassword({ email: OWNER, password: PASSWORD });
    // The same reads as the client makes, written with bare supabase-js: PostgREST answers at
    // most `max_rows` (1,000) rows a request, so the first page counts and the rest follow at
    // once. The same columns too, so only the client's own work differs.
    const page = (from: number, to: number, count?: 'exact') =>
      bare
        .from('tasks')
        .select(TASK_COLUMNS, { count })
        .eq('board_id', boardId)
        .order('status')
        .order('position')
        .order('id')
        .range(from, to);
    const bareQuery = async () => {
      const first = await page(0, 999, 'exact');
      const rows: unknown[] = [...(first.data ?? [])];
      const starts: number[] = [];
      for (let from = rows.length; from < (first.count ?? 0); from += 1000) starts.push(from);
      const rest = await Promise.all(starts.map((from) => page(from, from + 999)));
      for (const more of rest) rows.push(...(more.data ?? []));
      return rows;
    };

    // Warm both paths (connections, plans) before measuring; then alternate to share noise.
    for (let i = 0; i < 3; i += 1) {
      await tandem.tasks.listBoard(boardId);
      await bareQuery();
    }
    const clientMs: number[] = [];
    const bareMs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      bareMs.push(await time(bareQuery));
      clientMs.push(await time(() => tandem.tasks.listBoard(boardId)));
    }
    const rows = await bareQuery();
    if (rows.length !== TASKS) throw new Error(`bare supabase-js read ${rows.length} tasks`);
    const parseMs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      parseRows(taskSchema, rows);
      parseMs.push(performance.now() - started);
    }

    // A member edits tasks; the owner's cache receives each change through the binding.
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(tandemQueries(tandem).tasks.board(boardId));
    const unbind = bindBoardToCache(queryClient, tandem, boardId);
    const member = createTandemClient({ url: backend.url, key: backend.publishableKey });
    await member.auth.signInWithPassword({ email: MEMBER, password: PASSWORD });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const tasks = queryClient.getQueryData<Task[]>(tandemKeys.boardTasks(boardId)) ?? [];
    const liveMs: number[] = [];
    for (let i = 0; i < EDITS; i += 1) {
      const target = tasks[(i * 97) % tasks.length] as Task;
      const title = `Edited ${i} ${Date.now()}`;
      const arrived = new Promise<number>((resolve) => {
        const stop = queryClient.getQueryCache().subscribe(() => {
          const cached = queryClient
            .getQueryData<Task[]>(tandemKeys.boardTasks(boardId))
            ?.find((task) => task.id === target.id);
          if (cached?.title === title) {
            stop();
            resolve(performance.now());
          }
        });
      });
      const started = performance.now();
      const current = await member.tasks.get(target.id);
      await member.tasks.update({
        taskId: target.id,
        changes: { title },
        expectedVersion: current.version,
      });
      liveMs.push((await arrived) - started);
    }
    unbind();
    await Promise.all([tandem.auth.signOut(), member.auth.signOut()]);
    return {
      engine,
      tasks: TASKS,
      runs: RUNS,
      bareMedianMs: median(bareMs),
      clientMedianMs: median(clientMs),
      overheadRatio: Number((median(clientMs) / median(bareMs)).toFixed(3)),
      parseMedianMs: median(parseMs),
      liveEditToCacheP50Ms: median(liveMs),
      liveEditToCacheP95Ms: quantile(liveMs, 0.95),
      loadAverage: Number(loadavg()[0]?.toFixed(1)),
      node: process.version,
    };
  } finally {
    await backend.stop();
  }
}

const results = [];
for (const engine of engines) {
  const result = await benchEngine(engine);
  console.log(JSON.stringify(result));
  results.push(result);
}
if (process.argv.includes('--update')) {
  writeFileSync(baselineFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`wrote ${baselineFile}`);
} else {
  try {
    const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as typeof results;
    for (const result of results) {
      const before = baseline.find((entry) => entry.engine === result.engine);
      if (before) {
        console.log(
          `${result.engine} vs baseline: client ${result.clientMedianMs} ms (was ${before.clientMedianMs}), ` +
            `overhead ${result.overheadRatio}× (was ${before.overheadRatio}×)`,
        );
      }
    }
  } catch {
    console.log('no baseline yet: run with --update to record one');
  }
}
process.exit(0);
