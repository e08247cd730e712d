/**
 * Measuring helpers of the REST benchmark (bench/run.ts): time-bounded loops, a keep-alive
 * HTTP client for the load, medians of interleaved rounds, and the server as a child process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);

/** Throughput and latency of one measurement. */
export interface Result {
  rps: number;
  p50: number;
  p95: number;
}

/** Runs `task` from `concurrency` loops for SECONDS seconds; returns throughput and latency. */
export async function measure(
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<Result> {
  for (let i = 0; i < 50; i++) await task(-1 - i);
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  let counter = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        await task(counter++);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { rps: latencies.length / SECONDS, p50: at(0.5), p95: at(0.95) };
}

/**
 * A keep-alive HTTP client for the load. `fetch` spends about a millisecond of CPU per
 * request on this machine (more than the server), on the cores the server and the database
 * share, so it would measure the load generator rather than the server.
 */
export function httpClient(base: string, concurrency: number) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const send = (path: string, init: RequestInit): Promise<number> =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: `/rest/v1/${path}`,
          method: init.method ?? 'GET',
          headers: init.headers as Record<string, string>,
          agent,
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(init.body as string | undefined);
    });
  return { send, close: () => agent.destroy() };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
export const medianResult = (results: Result[]): Result => ({
  rps: median(results.map((r) => r.rps)),
  p50: median(results.map((r) => r.p50)),
  p95: median(results.map((r) => r.p95)),
});

/** One workload at one concurrency: medians of the rounds and each round's ratio. */
export interface Row {
  workload: string;
  clients: number;
  server: Result;
  direct: Result;
  ratio: number;
  ratios: number[];
}

/** A result as a table cell. */
export const fmt = (r: Result) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p95 ${r.p95.toFixed(2).padStart(6)} ms`;

/** The ready line of `tandem-backend start --json`. */
export interface Ready {
  url: string;
  secretKey: string;
  anonKey: string;
}

// Servers still running when the benchmark ends (e.g. after an error) are stopped with it.
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts `dist/cli.js start --json` on a free port; resolves with its ready line. */
export function spawnServer(
  packageDir: string,
  project: string,
  args: string[],
): Promise<{ child: ChildProcess; ready: Ready; ms: number }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      join(packageDir, 'dist', 'cli.js'),
      'start',
      '--json',
      '--port',
      '0',
      '--project',
      project,
      ...args,
    ],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) =>
      resolve({ child, ready: JSON.parse(line), ms: performance.now() - started }),
    );
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Stops a server started by {@link spawnServer}. */
export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
