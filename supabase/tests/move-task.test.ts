import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { generateKeyBetween } from 'fractional-indexing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, createUser, pgError, query, startBackend, type TestUser } from './helpers.js';
import { createBoard, createTask, createWorkspace } from './world.js';

/** A small deterministic generator, so a failing sequence can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** (a, b) → key cases produced by the reference package while building ordered lists. */
function referenceCases() {
  const cases: { a: string | null; b: string | null; key: string }[] = [];
  const scenarios: ((n: number, keys: string[]) => number)[] = [
    (_, keys) => keys.length, // always append
    () => 0, // always prepend
    (_, keys) => Math.min(1, keys.length), // always right after the first key
    (n, keys) => Math.floor(n * (keys.length + 1)), // anywhere
  ];
  scenarios.forEach((pick, s) => {
    const next = random(s + 1);
    const keys: string[] = [];
    for (let i = 0; i < 150; i += 1) {
      const at = Math.min(pick(next(), keys), keys.length);
      const a = keys[at - 1] ?? null;
      const b = keys[at] ?? null;
      const key = generateKeyBetween(a, b);
      cases.push({ a, b, key });
      keys.splice(at, 0, key);
    }
  });
  return cases;
}

describe.each(engines)('move_task on %s', (engine) => {
  let backend: TestBackend;
  let owner: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let ws: string;

  const column = (board: string, status: string) =>
    adminQuery<{ id: string; position: string; version: number }>(
      backend,
      `select id, position, version from public.tasks where board_id = $1 and status = $2 order by position`,
      [board, status],
    );
  const move = (
    by: TestUser,
    taskId: string,
    status: string,
    beforeId: string | null,
    afterId: string | null,
    expectedVersion: number | null,
  ) =>
    query<{ position: string; version: number; status: string }>(
      backend,
      by,
      'select * from public.move_task($1, $2, $3, $4, $5)',
      [taskId, status, beforeId, afterId, expectedVersion],
    ).then((result) => result.rows[0]);

  beforeAll(async () => {
    backend = await startBackend(engine);
    [owner, member, viewer] = await Promise.all([
      createUser(backend, 'owner'),
      createUser(backend, 'member'),
      createUser(backend, 'viewer'),
    ]);
    ws = await createWorkspace(backend, owner, [
      [member, 'member'],
      [viewer, 'viewer'],
    ]);
  });
  afterAll(() => backend?.stop());

  it('generates exactly the keys of the fractional-indexing package', async () => {
    const cases = referenceCases();
    const rows = await adminQuery<{ key: string }>(
      backend,
      `select private.key_between(a, b) as key
       from unnest($1::text[], $2::text[]) with ordinality as c(a, b, n) order by n`,
      [cases.map((c) => c.a), cases.map((c) => c.b)],
    );
    expect(rows.map((row) => row.key)).toEqual(cases.map((c) => c.key));
    expect(cases.length).toBe(600);
  });

  it('appends new tasks to the bottom of their column', async () => {
    const board = await createBoard(backend, ws);
    const first = await createTask(backend, member, board);
    const second = await createTask(backend, member, board);
    expect(first.position).toBe('a0');
    expect(second.position).toBe('a1');
  });

  it('moves between neighbours, bumps the version and refuses a stale version', async () => {
    const board = await createBoard(backend, ws);
    const [a, b, c] = [
      await createTask(backend, member, board, { status: 'todo' }),
      await createTask(backend, member, board, { status: 'todo' }),
      await createTask(backend, member, board),
    ];
    const moved = await move(member, c.id, 'todo', b.id, a.id, c.version);
    expect(moved?.status).toBe('todo');
    expect(moved?.version).toBe(c.version + 1);
    expect((await column(board, 'todo')).map((t) => t.id)).toEqual([a.id, c.id, b.id]);
    // To the top, by naming only the task it goes before.
    await move(member, c.id, 'todo', a.id, null, c.version + 1);
    expect((await column(board, 'todo')).map((t) => t.id)).toEqual([c.id, a.id, b.id]);

    const stale = await pgError(move(member, c.id, 'in_progress', null, null, c.version));
    expect(stale.code).toBe('PT409');
    expect(stale.message).toMatch(/^data\/conflict:/);
    expect((await column(board, 'todo')).map((t) => t.id)).toEqual([c.id, a.id, b.id]);
  });

  it('refuses viewers, outsiders, illegal transitions and neighbours from another column', async () => {
    const board = await createBoard(backend, ws);
    const a = await createTask(backend, member, board, { status: 'canceled' });
    const b = await createTask(backend, member, board, { status: 'todo' });
    const forbidden = await pgError(move(viewer, a.id, 'todo', null, null, null));
    expect(forbidden).toMatchObject({ code: '42501' });
    const outsider = await createUser(backend, 'outsider');
    const hidden = await pgError(move(outsider, a.id, 'todo', null, null, null));
    expect(hidden.code).toBe('PT404');
    const illegal = await pgError(move(member, a.id, 'in_progress', null, null, null));
    expect(illegal.code).toBe('23514');
    const wrongColumn = await pgError(move(member, a.id, 'done', null, b.id, null));
    expect(wrongColumn.message).toMatch(/^data\/invalid: after_id/);
  });

  it('rebalances a column whose keys have grown too long, keeping the order', async () => {
    const board = await createBoard(backend, ws);
    const tasks = [];
    for (let i = 0; i < 4; i += 1)
      tasks.push(await createTask(backend, member, board, { status: 'todo' }));
    const [t0, t1, t2, t3] = tasks as [
      (typeof tasks)[0],
      (typeof tasks)[0],
      (typeof tasks)[0],
      (typeof tasks)[0],
    ];
    // Keys as repeated drops into one gap leave them: long shared prefixes.
    const long = `a0${'V'.repeat(40)}`;
    await adminQuery(backend, 'update public.tasks set position = $2 where id = $1', [
      t0.id,
      `${long}1`,
    ]);
    await adminQuery(backend, 'update public.tasks set position = $2 where id = $1', [
      t1.id,
      `${long}2`,
    ]);
    await adminQuery(backend, 'update public.tasks set position = $2 where id = $1', [
      t2.id,
      `${long}3`,
    ]);
    const current = (await column(board, 'todo')).find((t) => t.id === t3.id);
    await move(member, t3.id, 'todo', t2.id, t1.id, current?.version ?? null);
    const after = await column(board, 'todo');
    expect(after.map((t) => t.id)).toEqual([t0.id, t1.id, t3.id, t2.id]);
    expect(Math.max(...after.map((t) => t.position.length))).toBeLessThanOrEqual(4);
  });

  it('lands 20 concurrent moves into the same slot in distinct, ordered places', async () => {
    const board = await createBoard(backend, ws);
    const first = await createTask(backend, member, board, { status: 'todo' });
    const last = await createTask(backend, member, board, { status: 'todo' });
    const movers = [];
    for (let i = 0; i < 20; i += 1)
      movers.push(await createTask(backend, member, board, { title: `Mover ${i}` }));
    const results = await Promise.allSettled(
      movers.map((task) => move(member, task.id, 'todo', last.id, first.id, task.version)),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const todo = await column(board, 'todo');
    expect(todo).toHaveLength(22);
    expect(todo[0]?.id).toBe(first.id);
    expect(todo[21]?.id).toBe(last.id);
    expect(new Set(todo.map((t) => t.position)).size).toBe(22);
    const positions = todo.map((t) => t.position);
    // Byte order, the order fractional-indexing keys sort in.
    expect([...positions].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))).toEqual(positions);
    expect(new Set(todo.slice(1, 21).map((t) => t.id))).toEqual(new Set(movers.map((t) => t.id)));
    expect(todo.slice(1, 21).every((t) => t.version === 2)).toBe(true);
  });
});
