/**
 * Oversized requests against a member's reads, on Tandem's schema: an intruder (owner of their
 * own workspace with 500 imported tasks) sends the hostile audit's bodies — the 60,000-entry
 * `bulk_set_tasks` and about 10 MB to each RPC that takes a list or a document — while a member
 * of another workspace reads `GET /rest/v1/tasks` back to back. Reports, per request, how long
 * its refusal took and the member's read latency meanwhile (median and max over BENCH_ROUNDS
 * rounds), then a legal 500-entry bulk edit. Every body is refused by a size check; the aims
 * are refusals ≤ 1 s and reads < 200 ms. Traffic goes only to 127.0.0.1.
 *
 *   cd packages/local-backend && node --import tsx bench/bounded-requests.ts [--write]
 *   (BENCH_ENGINE=postgres for PostgreSQL, BENCH_ROUNDS for the rounds)
 *
 * `--write` stores the figures as bench/bounded-requests-baseline.json; otherwise they are
 * printed next to that baseline.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type EngineName, startTestBackend, type TestBackend } from '../src/testing.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ENGINE = (process.env.BENCH_ENGINE ?? 'pglite') as EngineName;
/** Just under `/rest/v1`'s 10 MiB body limit, so the body reaches the function. */
const TEN_MB = 10_000_000;
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
interface Row {
  request: string;
  bytes: number;
  status: number;
  error: string;
  refusedMs: number;
  readP50Ms: number;
  readMaxMs: number;
  reads: number;
}

const backend = await startTestBackend({ engine: ENGINE, projectDir });
const url = new URL(backend.url);
const readAgent = new Agent({ keepAlive: true, maxSockets: 1 });
try {
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

  for (let i = 0; i < 20; i++) await readTasks();
  const quiet: number[] = [];
  for (let i = 0; i < 50; i++) quiet.push((await readTasks()).ms);

  const rows: Row[] = [];
  for (const call of hostileCalls(tasks, workspaceId)) {
    const refused: number[] = [];
    const reads: number[] = [];
    const readMedians: number[] = [];
    let last: Answer = { status: 0, body: '', ms: 0 };
    for (let r = 0; r < ROUNDS; r++) {
      const agent = new Agent({ keepAlive: false });
      const token = call.service ? backend.serviceRoleKey : intruder.token;
      const big = send(url, agent, 'POST', `/rest/v1/rpc/${call.rpc}`, headersOf(token), call.body);
      const [answer, times] = await Promise.all([big, readWhile(big)]);
      agent.destroy();
      last = answer;
      refused.push(answer.ms);
      reads.push(...times);
      readMedians.push(median(times));
    }
    const parsed = JSON.parse(last.body || '{}') as { code?: string; message?: string };
    rows.push({
      request: `${call.rpc}: ${call.label}`,
      bytes: call.body.byteLength,
      status: last.status,
      error: `${parsed.code ?? ''} ${(parsed.message ?? '').split(':')[0]}`.trim(),
      refusedMs: round1(median(refused)),
      readP50Ms: round1(median(readMedians)),
      readMaxMs: round1(Math.max(...reads)),
      reads: reads.length,
    });
  }

  // A legal batch at the limit: 500 entries, each task its own change, alternating values.
  const legal: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const priority = r % 2 ? 'low' : 'urgent';
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
    legal.push(answer.ms);
  }

  const result = {
    machine: `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end, ${ROUNDS} rounds`,
    engine: ENGINE,
    quietReadP50Ms: round1(median(quiet)),
    legalBulkSet500Ms: round1(median(legal)),
    rows,
  };
  const baseline = existsSync(baselineFile)
    ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as typeof result)
    : undefined;
  const before = new Map(baseline?.rows.map((row) => [row.request, row]));
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`${result.machine}; ${ENGINE}`);
  console.log(
    `quiet GET /tasks p50 ${result.quietReadP50Ms} ms; legal 500-entry bulk_set_tasks ${result.legalBulkSet500Ms} ms` +
      (baseline ? ` (baseline ${baseline.legalBulkSet500Ms} ms)` : ''),
  );
  console.log(
    `${'request'.padEnd(46)} ${pad('MB', 5)} ${'answer'.padEnd(30)} ${pad('refused', 8)} ${pad('read p50', 9)} ${pad('read max', 9)}${baseline ? '   baseline refused / read p50 / max' : ''}`,
  );
  for (const row of rows) {
    const old = before.get(row.request);
    console.log(
      `${row.request.padEnd(46)} ${pad((row.bytes / 1e6).toFixed(1), 5)} ${`${row.status} ${row.error}`.padEnd(30)} ${pad(row.refusedMs, 8)} ${pad(row.readP50Ms, 9)} ${pad(row.readMaxMs, 9)}` +
        (old ? `   ${old.refusedMs} / ${old.readP50Ms} / ${old.readMaxMs}` : ''),
    );
  }
  if (process.argv.includes('--write')) {
    writeFileSync(baselineFile, `${JSON.stringify(result, null, 2)}\n`);
  }
} finally {
  readAgent.destroy();
  await backend.stop();
}
