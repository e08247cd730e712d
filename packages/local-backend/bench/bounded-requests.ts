/**
 * Oversized requests against a member's reads, on Tandem's schema: an intruder (owner of their
 * own workspace with 500 imported tasks) sends the hostile audit's bodies — the 60,000-entry
 * `bulk_set_tasks` and about 10 MB to each RPC that takes a list or a document — while a member
 * of another workspace reads `GET /rest/v1/tasks` back to back. Reports, per request, how long
 * its refusal took and the member's read latency meanwhile (median and max over BENCH_ROUNDS
 * rounds), then a 400 MB Edge Function body (declared and chunked) and a legal 500-entry bulk
 * edit. Every body is refused by a size check; the aims
 * are refusals ≤ 1 s and reads < 200 ms. Traffic goes only to 127.0.0.1.
 *
 *   cd packages/local-backend && node --import tsx bench/bounded-requests.ts [--write]
 *   (BENCH_ENGINE=postgres for PostgreSQL, BENCH_ROUNDS for the rounds)
 *
 * `--write` stores the figures as bench/bounded-requests-baseline.json; otherwise they are
 * printed next to that baseline (the committed one is from before the refusals were made cheap:
 * one JSON scan in the REST layer, documents measured as sent). On a shared machine a baseline from another hour says little:
 * BENCH_BEFORE=<migration file> also starts a second backend without that migration and the
 * ones after it, and alternates the rounds between the two, so both see the same load.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EngineName, startTestBackend, type TestBackend } from '../src/testing.js';
import { MIB, streamBody } from '../test/stream-body.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ENGINE = (process.env.BENCH_ENGINE ?? 'pglite') as EngineName;
const BEFORE = process.env.BENCH_BEFORE;
/** Just under `/rest/v1`'s 10 MiB body limit, so the body reaches the function. */
const TEN_MB = 10_000_000;
/** The audit's Edge Function body, 40 times the functions' 20 MiB limit. */
const FUNCTION_BODY_BYTES = 400 * MIB;
const projectDir = fileURLToPath(new URL('../../..', import.meta.url));
const baselineFile = fileURLToPath(new URL('./bounded-requests-baseline.json', import.meta.url));

/** One HTTP exchange's status, body and time. */
interface Answer {
  status: number;
  body: string;
  ms: number;
}

/**
 * A plain `node:http` client: `fetch` spends noticeable CPU on a 10 MB body on the cores the
 * server shares, which would count the load generator's cost as the server's.
 */
function send(
  url: URL,
  agent: Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A user made directly in auth.users, and an access token for them. */
async function createUser(backend: TestBackend, label: string) {
  const id = randomUUID();
  await backend.context.db.withAdmin((tx) =>
    tx.query(
      `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_user_meta_data,
         raw_app_meta_data, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, now(), '{}', '{"provider":"email"}',
         now(), now())`,
      [id, `${label}-${id.slice(0, 8)}@example.test`],
    ),
  );
  const claims = { sub: id, role: 'authenticated', aud: 'authenticated' };
  const token = await backend.context.keys.signHs256(claims, 3600);
  return { id, claims, token };
}

/** A workspace owned by `user`, with one board of `count` tasks (inserted as an import does). */
async function seedBoard(
  backend: TestBackend,
  user: Awaited<ReturnType<typeof createUser>>,
  count: number,
) {
  const { db } = backend.context;
  const slug = `bench-${randomUUID().slice(0, 8)}`;
  const workspace = await db.withRequest({ role: 'authenticated', claims: user.claims }, (tx) =>
    tx.query<{ id: string }>('select id from public.create_workspace($1, $2)', ['Bench', slug]),
  );
  const workspaceId = workspace.rows[0]?.id as string;
  return db.withAdmin(async (tx) => {
    const board = await tx.query<{ id: string }>(
      'insert into public.boards (workspace_id, name) values ($1, $2) returning id',
      [workspaceId, 'Board'],
    );
    const boardId = board.rows[0]?.id as string;
    const tasks = await tx.query<{ id: string }>(
      `insert into public.tasks (board_id, title, status, position, created_by)
       select $1, 'Task ' || n, 'todo', 'd' || lpad(n::text, 4, '0'), $2
       from generate_series(1, $3::integer) n returning id`,
      [boardId, user.id, count],
    );
    return { workspaceId, boardId, tasks: tasks.rows.map((r) => r.id) };
  });
}

/** `[{id, changes}]` of `count` entries over `ids`, in turn: the hostile audit's body. */
function entries(ids: string[], count: number, changes: object = { priority: 'high' }) {
  return Array.from({ length: count }, (_, n) => ({ id: ids[n % ids.length], changes }));
}

/** As many entries over `ids` as fit about `bytes` of JSON. */
function entriesOfBytes(ids: string[], bytes: number) {
  const one = JSON.stringify(entries(ids, 1)[0]).length + 1;
  return entries(ids, Math.floor(bytes / one));
}

/** Fresh ids, as many as fit about `bytes` of JSON. */
function idsOfBytes(bytes: number): string[] {
  return Array.from({ length: Math.floor(bytes / 39) }, () => randomUUID());
}

/** Import tasks, as many as fit about `bytes` of JSON. */
function importTasksOfBytes(bytes: number) {
  const task = { title: 'Imported task', state: 0, priority: 'low', labels: ['a'] };
  return Array.from({ length: Math.floor(bytes / (JSON.stringify(task).length + 1)) }, () => task);
}

/** One oversized call: its RPC, its body, and who sends it. */
interface Hostile {
  label: string;
  rpc: string;
  body: Buffer;
  service?: boolean;
}

function hostileCalls(tasks: string[], workspaceId: string): Hostile[] {
  const manyIds = idsOfBytes(TEN_MB);
  const bigLabel = { labels: ['x'.repeat(TEN_MB / 10)] };
  const calls: [string, string, unknown, boolean?][] = [
    ['60,000 entries', 'bulk_set_tasks', { updates: entries(tasks, 60_000) }],
    ['10 MB of entries', 'bulk_set_tasks', { updates: entriesOfBytes(tasks, TEN_MB) }],
    ['10 entries, 10 MB of labels', 'bulk_set_tasks', { updates: entries(tasks, 10, bigLabel) }],
    ['10 MB of ids', 'bulk_update_tasks', { task_ids: manyIds, changes: { priority: 'high' } }],
    [
      '10 MB of changes',
      'bulk_update_tasks',
      { task_ids: tasks.slice(0, 1), changes: { labels: ['x'.repeat(TEN_MB)] } },
    ],
    ['10 MB of ids', 'bulk_delete_tasks', { task_ids: manyIds }],
    ['10 MB of ids', 'restore_tasks', { task_ids: manyIds }],
    ['10 MB of ids', 'release_notification_digest', { notification_ids: manyIds }, true],
    [
      '10 MB part',
      'stage_import',
      {
        workspace_id: workspaceId,
        import_id: randomUUID(),
        part: 0,
        tasks: importTasksOfBytes(TEN_MB),
      },
    ],
    [
      '10 MB part',
      'import_part',
      { import_id: randomUUID(), part: 0, tasks: importTasksOfBytes(TEN_MB) },
    ],
    [
      '10 MB payload',
      'begin_import',
      {
        import_id: randomUUID(),
        workspace_id: workspaceId,
        payload: { board: { name: 'x'.repeat(TEN_MB) }, states: [] },
      },
    ],
    [
      '10 MB payload',
      'import_board',
      { workspace_id: workspaceId, payload: { tasks: importTasksOfBytes(TEN_MB) } },
    ],
  ];
  return calls.map(([label, rpc, body, service]) => ({
    label,
    rpc,
    body: Buffer.from(JSON.stringify(body)),
    service,
  }));
}

/** A request's figures: medians over the rounds, and the worst read of all of them. */
interface Figures {
  status: number;
  error: string;
  refusedMs: number;
  readP50Ms: number;
  readMaxMs: number;
  reads: number;
}

interface Row extends Figures {
  request: string;
  bytes: number;
  /** The same request on the backend without BENCH_BEFORE's migrations, when measured. */
  before?: Figures;
}

/** A copy of the project's `supabase/` without `migration` and the migrations after it. */
function projectBefore(migration: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'lb-bench-bounded-'));
  const from = join(projectDir, 'supabase');
  cpSync(from, join(dir, 'supabase'), {
    recursive: true,
    filter: (source) => {
      const name = basename(source);
      if (name === 'node_modules' || name === 'tests' || name === 'bench') return false;
      return !(source.includes(`${join('supabase', 'migrations')}/`) && name >= migration);
    },
  });
  return dir;
}

/** A backend with an intruder's board of 500 tasks and a member's of 5, and how to call it. */
async function setUp(project: string) {
  const backend = await startTestBackend({ engine: ENGINE, projectDir: project });
  const url = new URL(backend.url);
  const readAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const intruder = await createUser(backend, 'intruder');
  const { workspaceId, tasks } = await seedBoard(backend, intruder, 500);
  const member = await createUser(backend, 'member');
  await seedBoard(backend, member, 5);
  const headersOf = (token: string) => ({
    apikey: backend.anonKey,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  });
  const readTasks = () =>
    send(url, readAgent, 'GET', '/rest/v1/tasks?select=id,title', headersOf(member.token));

  /** The member's reads while `busy` runs, back to back; at least one. */
  const readWhile = async (busy: Promise<unknown>): Promise<number[]> => {
    let done = false;
    void busy.finally(() => {
      done = true;
    });
    const times: number[] = [];
    do {
      const answer = await readTasks();
      if (answer.status !== 200) throw new Error(`member read: ${answer.status}`);
      times.push(answer.ms);
    } while (!done);
    return times;
  };

  /** One round of `call`: its answer, and the member's read times meanwhile. */
  const hostile = async (call: Hostile) => {
    const agent = new Agent({ keepAlive: false });
    const token = call.service ? backend.serviceRoleKey : intruder.token;
    const big = send(url, agent, 'POST', `/rest/v1/rpc/${call.rpc}`, headersOf(token), call.body);
    const [answer, times] = await Promise.all([big, readWhile(big)]);
    agent.destroy();
    return { answer, times };
  };

  /** One round of a 400 MB body to an Edge Function, streamed from one reused chunk. */
  const functionBody = async (declared: boolean) => {
    const big = streamBody(
      `${backend.url}/functions/v1/send-invitation`,
      intruder.token,
      FUNCTION_BODY_BYTES,
      declared,
      { apikey: backend.anonKey },
    );
    const [refusal, times] = await Promise.all([big, readWhile(big)]);
    const body = JSON.stringify(refusal.body);
    return { answer: { status: refusal.status, body, ms: refusal.ms }, times };
  };

  /** A legal batch at the limit: 500 entries, each task its own change. */
  const legalBatch = async (priority: string) => {
    const body = Buffer.from(
      JSON.stringify({ updates: entries(tasks, 500, { priority, labels: ['a', 'b'] }) }),
    );
    const answer = await send(
      url,
      new Agent(),
      'POST',
      '/rest/v1/rpc/bulk_set_tasks',
      headersOf(intruder.token),
      body,
    );
    if (answer.status !== 200) throw new Error(`legal batch: ${answer.status} ${answer.body}`);
    return answer.ms;
  };

  for (let i = 0; i < 20; i++) await readTasks();
  const quiet: number[] = [];
  for (let i = 0; i < 50; i++) quiet.push((await readTasks()).ms);
  return {
    calls: hostileCalls(tasks, workspaceId),
    hostile,
    functionBody,
    legalBatch,
    quietP50: median(quiet),
    async stop() {
      readAgent.destroy();
      await backend.stop();
    },
  };
}

type Suite = Awaited<ReturnType<typeof setUp>>;

/** Medians of a request's rounds. */
function figures(rounds: { answer: Answer; times: number[] }[]): Figures {
  const last = rounds[rounds.length - 1]?.answer as Answer;
  const parsed = JSON.parse(last.body || '{}') as { code?: string; message?: string };
  const reads = rounds.flatMap((r) => r.times);
  return {
    status: last.status,
    error: `${parsed.code ?? ''} ${(parsed.message ?? '').split(':')[0]}`.trim(),
    refusedMs: round1(median(rounds.map((r) => r.answer.ms))),
    readP50Ms: round1(median(rounds.map((r) => median(r.times)))),
    readMaxMs: round1(Math.max(...reads)),
    reads: reads.length,
  };
}

const beforeDir = BEFORE ? projectBefore(BEFORE) : undefined;
const suite = await setUp(projectDir);
let older: Suite | undefined;
try {
  older = beforeDir ? await setUp(beforeDir) : undefined;
  const rows: Row[] = [];
  for (const [index, call] of suite.calls.entries()) {
    const after: { answer: Answer; times: number[] }[] = [];
    const before: { answer: Answer; times: number[] }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      // Each goes first in turn, so neither always follows the other's garbage.
      const old = older?.calls[index];
      if (older && old && r % 2) before.push(await older.hostile(old));
      after.push(await suite.hostile(call));
      if (older && old && !(r % 2)) before.push(await older.hostile(old));
    }
    rows.push({
      request: `${call.rpc}: ${call.label}`,
      bytes: call.body.byteLength,
      ...figures(after),
      ...(before.length ? { before: figures(before) } : {}),
    });
  }
  for (const declared of [true, false]) {
    const after: { answer: Answer; times: number[] }[] = [];
    for (let r = 0; r < ROUNDS; r++) after.push(await suite.functionBody(declared));
    rows.push({
      request: `functions/v1/send-invitation: 400 MB ${declared ? 'declared' : 'chunked'}`,
      bytes: FUNCTION_BODY_BYTES,
      ...figures(after),
    });
  }
  const legal: number[] = [];
  const legalBefore: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const priority = r % 2 ? 'low' : 'urgent';
    legal.push(await suite.legalBatch(priority));
    if (older) legalBefore.push(await older.legalBatch(priority));
  }

  const result = {
    machine: `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end, ${ROUNDS} rounds`,
    engine: ENGINE,
    ...(BEFORE ? { before: `without ${BEFORE} and later migrations` } : {}),
    quietReadP50Ms: round1(suite.quietP50),
    legalBulkSet500Ms: round1(median(legal)),
    ...(older ? { legalBulkSet500BeforeMs: round1(median(legalBefore)) } : {}),
    rows,
  };
  const stored = existsSync(baselineFile)
    ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as typeof result)
    : undefined;
  // The committed figures are of one engine: the other's are not compared with them.
  const baseline = stored?.engine === ENGINE ? stored : undefined;
  const committed = new Map(baseline?.rows.map((row) => [row.request, row]));
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const triple = (f?: Figures) => (f ? `${f.refusedMs} / ${f.readP50Ms} / ${f.readMaxMs}` : '');
  console.log(`${result.machine}; ${ENGINE}`);
  console.log(
    `quiet GET /tasks p50 ${result.quietReadP50Ms} ms; legal 500-entry bulk_set_tasks ${result.legalBulkSet500Ms} ms` +
      (older ? ` (before: ${result.legalBulkSet500BeforeMs} ms)` : '') +
      (baseline ? ` (committed baseline: ${baseline.legalBulkSet500Ms} ms)` : ''),
  );
  console.log(
    `${'request'.padEnd(46)} ${pad('MB', 5)} ${'answer'.padEnd(30)} ${pad('refused', 8)} ${pad('read p50', 9)} ${pad('read max', 9)}` +
      `${older ? '   before: refused / read p50 / max' : ''}${baseline ? '   committed baseline' : ''}`,
  );
  for (const row of rows) {
    console.log(
      `${row.request.padEnd(46)} ${pad((row.bytes / 1e6).toFixed(1), 5)} ${`${row.status} ${row.error}`.padEnd(30)} ${pad(row.refusedMs, 8)} ${pad(row.readP50Ms, 9)} ${pad(row.readMaxMs, 9)}` +
        (row.before ? `   ${triple(row.before)}` : '') +
        (baseline ? `   ${triple(committed.get(row.request))}` : ''),
    );
  }
  if (process.argv.includes('--write')) {
    writeFileSync(baselineFile, `${JSON.stringify(result, null, 2)}\n`);
  }
} finally {
  await older?.stop();
  await suite.stop();
  if (beforeDir) rmSync(beforeDir, { recursive: true, force: true });
}
