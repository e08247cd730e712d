import { randomUUID } from 'node:crypto';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { BULK_INPUT_MAX_BYTES, BULK_TASKS_MAX } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, adminQuery, createUser, startBackend, type TestUser } from './helpers.js';
import { createBoard, createTask, createWorkspace } from './world.js';

/**
 * How long a refusal may take. The statement itself refuses at once (its size checks come
 * first); what remains is reading and parsing a body of megabytes, here on shared cores with
 * the test in the server's own thread. Before the bounds the 60,000 entries took 107 s.
 */
const REFUSED_WITHIN_MS = 5_000;

/** Just under `/rest/v1`'s 10 MiB body limit, so the body reaches the function. */
const TEN_MB = 10_000_000;

/** `[{id, changes}]` of `count` entries over `ids`, in turn: the hostile audit's body. */
function entries(ids: string[], count: number, changes: object = { priority: 'high' }) {
  return Array.from({ length: count }, (_, n) => ({ id: ids[n % ids.length], changes }));
}

/** Entries over `ids`, as many as fit about `bytes` of JSON. */
function entriesOfBytes(ids: string[], bytes: number) {
  const one = JSON.stringify(entries(ids, 1)[0]).length + 1;
  return entries(ids, Math.floor(bytes / one));
}

/** Fresh ids, as many as fit about `bytes` of JSON. */
function idsOfBytes(bytes: number): string[] {
  return Array.from({ length: Math.floor(bytes / 39) }, () => randomUUID());
}

describe.each(engines)('bounded requests on %s', (engine) => {
  let backend: TestBackend;
  let intruder: TestUser;
  let intruderToken: string;
  let tasks: string[];
  let workspaceId: string;
  let memberToken: string;

  /** Inserts `count` tasks on `boardId` at once, as an import leaves them. */
  const importTasks = async (boardId: string, owner: TestUser, count: number) => {
    const rows = await adminQuery<{ id: string }>(
      backend,
      `insert into public.tasks (board_id, title, status, position, created_by)
       select $1, 'Imported ' || n, 'todo', 'd' || lpad(n::text, 4, '0'), $2
       from generate_series(1, $3::integer) n returning id`,
      [boardId, owner.id, count],
    );
    return rows.map((row) => row.id);
  };

  const rpc = async (name: string, body: unknown, token = intruderToken) => {
    const started = performance.now();
    const response = await fetch(`${backend.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const json = (text ? JSON.parse(text) : null) as { code?: string; message?: string };
    return { status: response.status, json, ms: performance.now() - started };
  };

  /** A member of another workspace reading their tasks: its time in ms. */
  const memberRead = async () => {
    const started = performance.now();
    const response = await fetch(`${backend.url}/rest/v1/tasks?select=id,title`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${memberToken}` },
    });
    expect(response.status).toBe(200);
    await response.json();
    return performance.now() - started;
  };

  beforeAll(async () => {
    backend = await startBackend(engine);
    // A fresh account with its own workspace and 500 imported tasks, as in the audit.
    intruder = await createUser(backend, 'intruder');
    workspaceId = await createWorkspace(backend, intruder);
    tasks = await importTasks(await createBoard(backend, workspaceId), intruder, 500);
    intruderToken = await accessToken(backend, intruder);
    const member = await createUser(backend, 'member');
    const boardId = await createBoard(backend, await createWorkspace(backend, member));
    for (let i = 0; i < 5; i += 1) await createTask(backend, member, boardId);
    memberToken = await accessToken(backend, member);
    await memberRead();
  });
  afterAll(() => backend?.stop());

  it('refuses 60,000 entries of bulk_set_tasks at once, while a member reads', async () => {
    const body = JSON.stringify({ updates: entries(tasks, 60_000) });
    expect(body.length).toBeGreaterThan(4_000_000);
    const call = rpc('bulk_set_tasks', body);
    const read = memberRead();
    const [refused, readMs] = await Promise.all([call, read]);
    console.log(engine, '60,000 entries refused in', refused.ms, 'ms; member read', readMs, 'ms');
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('22023');
    expect(refused.json.message).toMatch(/^task\/bulk-too-large: at most 500 tasks/);
    expect(refused.ms).toBeLessThan(REFUSED_WITHIN_MS);
    expect(readMs).toBeLessThan(REFUSED_WITHIN_MS);
    // Nothing changed.
    const [high] = await adminQuery<{ count: number }>(
      backend,
      `select count(*)::integer as count from public.tasks where id = any ($1::uuid[]) and priority = 'high'`,
      [tasks],
    );
    expect(high?.count).toBe(0);
  });

  it('refuses a 10 MB body to every call that takes a list, each within a second', async () => {
    const manyIds = idsOfBytes(TEN_MB);
    const bigLabels = { labels: ['x'.repeat(TEN_MB / 10)] };
    // Fewer than a part's 1,000 tasks, but far more than its 5 MiB: the bytes are refused.
    const bigPart = Array.from({ length: 900 }, () => ({ title: 'x'.repeat(11_000) }));
    const calls: [string, unknown, RegExp, string?][] = [
      ['bulk_set_tasks', { updates: entriesOfBytes(tasks, TEN_MB) }, /^task\/bulk-too-large/],
      ['bulk_set_tasks', { updates: entries(tasks, 10, bigLabels) }, /^data\/too-large/],
      ['bulk_update_tasks', { task_ids: manyIds, changes: { priority: 'high' } }, /^task\/bulk/],
      [
        'bulk_update_tasks',
        { task_ids: tasks.slice(0, 1), changes: { labels: ['x'.repeat(TEN_MB)] } },
        /^data\/too/,
      ],
      ['bulk_delete_tasks', { task_ids: manyIds }, /^task\/bulk-too-large/],
      ['restore_tasks', { task_ids: manyIds }, /^task\/bulk-too-large/],
      [
        'release_notification_digest',
        { notification_ids: manyIds },
        /^data\/too-large/,
        backend.serviceRoleKey,
      ],
      [
        'stage_import',
        { workspace_id: workspaceId, import_id: randomUUID(), part: 0, tasks: bigPart },
        /^import\/too-large: a part is at most/,
      ],
      [
        'begin_import',
        { import_id: randomUUID(), workspace_id: workspaceId, payload: { labels: bigPart } },
        /^import\/too-large: an import's board is at most/,
      ],
      [
        'import_board',
        { workspace_id: workspaceId, payload: { states: [], tasks: bigPart } },
        /^import\/too-large: an import's board is at most/,
      ],
    ];
    for (const [name, body, message, token] of calls) {
      const text = JSON.stringify(body);
      expect(text.length).toBeGreaterThan(TEN_MB * 0.9);
      const [refused, readMs] = await Promise.all([rpc(name, text, token), memberRead()]);
      console.log(engine, name, 'refused in', refused.ms, 'ms; member read', readMs, 'ms');
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe('22023');
      expect(refused.json.message).toMatch(message);
      expect(refused.ms).toBeLessThan(REFUSED_WITHIN_MS);
      expect(readMs).toBeLessThan(REFUSED_WITHIN_MS);
    }
  });

  it('refuses a 10 MB part of an import begun, within a second, and adds nothing', async () => {
    const importId = randomUUID();
    const states = [{ name: 'To do', category: 'unstarted', color: '#5d5d68' }];
    const begun = await rpc('begin_import', {
      import_id: importId,
      workspace_id: workspaceId,
      payload: { board: { name: 'Hidden import' }, states, labels: [] },
    });
    expect(begun.json).toBeTypeOf('string');
    const part = Array.from({ length: 900 }, () => ({ title: 'x'.repeat(11_000), state: 0 }));
    const body = JSON.stringify({ import_id: importId, part: 0, tasks: part });
    expect(body.length).toBeGreaterThan(TEN_MB * 0.9);
    const [refused, readMs] = await Promise.all([rpc('import_part', body), memberRead()]);
    console.log(engine, 'import_part refused in', refused.ms, 'ms; member read', readMs, 'ms');
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('22023');
    expect(refused.json.message).toMatch(/^import\/too-large: a part is at most/);
    expect(refused.ms).toBeLessThan(REFUSED_WITHIN_MS);
    const [made] = await adminQuery<{ count: number }>(
      backend,
      `select count(*)::integer as count from public.tasks t
       join private.board_imports i on i.board_id = t.board_id where i.id = $1`,
      [importId],
    );
    expect(made?.count).toBe(0);
    // Within the limit the same import takes its part.
    const small = await rpc('import_part', {
      import_id: importId,
      part: 0,
      tasks: [{ title: 'Imported', state: 0 }],
    });
    expect(small.status).toBe(204);
    expect((await rpc('cancel_import', { import_id: importId })).status).toBe(204);
  });

  it('refuses label lists longer than any task or workspace can use', async () => {
    const tooMany = Array.from({ length: 11 }, (_, n) => `l${n}`);
    const set = await rpc('bulk_set_tasks', { updates: entries(tasks, 1, { labels: tooMany }) });
    expect(set.json.message).toMatch(/^data\/invalid: labels may name at most 10 labels/);
    const update = await rpc('bulk_update_tasks', {
      task_ids: tasks.slice(0, 1),
      changes: { remove_labels: Array.from({ length: 201 }, (_, n) => `l${n}`) },
    });
    expect(update.json.message).toMatch(/^data\/invalid: remove_labels may name at most 200/);
  });

  it('refuses id lists and documents that are not lists, with data/invalid', async () => {
    for (const [name, body] of [
      ['bulk_delete_tasks', { task_ids: { id: tasks[0] } }],
      ['restore_tasks', { task_ids: tasks[0] }],
      ['bulk_update_tasks', { task_ids: 7, changes: { priority: 'high' } }],
      ['bulk_set_tasks', { updates: { id: tasks[0] } }],
    ] as const) {
      const refused = await rpc(name, body);
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe('22023');
      expect(refused.json.message).toMatch(/^data\/invalid: \w+ must be a list/);
    }
  });

  it('takes a legal batch at the limit, in time that grows with its size', async () => {
    const timed = async (count: number, priority: string) => {
      const updates = entries(tasks.slice(0, count), count, { priority, labels: ['a', 'b'] });
      expect(JSON.stringify(updates).length).toBeLessThan(BULK_INPUT_MAX_BYTES);
      const result = await rpc('bulk_set_tasks', { updates });
      expect(result.status).toBe(200);
      expect(result.json).toHaveLength(count);
      return result.ms;
    };
    const half = await timed(BULK_TASKS_MAX / 2, 'low');
    const full = await timed(BULK_TASKS_MAX, 'urgent');
    console.log(
      engine,
      `bulk_set_tasks: ${BULK_TASKS_MAX / 2} entries ${half} ms, ${BULK_TASKS_MAX} entries ${full} ms`,
    );
    const [urgent] = await adminQuery<{ count: number }>(
      backend,
      `select count(*)::integer as count from public.tasks where id = any ($1::uuid[]) and priority = 'urgent'`,
      [tasks],
    );
    expect(urgent?.count).toBe(BULK_TASKS_MAX);
  });

  it('lets the first of two entries for one task count, as before', async () => {
    const [id] = tasks as [string];
    const answer = await rpc('bulk_set_tasks', {
      updates: [
        { id, changes: { priority: 'medium' } },
        { id, changes: { priority: 'high' } },
      ],
    });
    expect(answer.status).toBe(200);
    const [row] = await adminQuery<{ priority: string }>(
      backend,
      'select priority from public.tasks where id = $1',
      [id],
    );
    expect(row?.priority).toBe('medium');
  });
});
