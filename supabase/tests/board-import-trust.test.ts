import { randomUUID } from 'node:crypto';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, createUser, pgError, query, startBackend, type TestUser } from './helpers.js';
import { createBoard, createWorkspace } from './world.js';

const states = [
  { name: 'To do', category: 'unstarted', color: '#5d5d68' },
  { name: 'Done', category: 'completed', color: '#5753dd' },
];
const payload = (name: string) => ({ board: { name, description: null }, states, labels: [] });

describe.each(engines)('what an import may store, write and reveal on %s', (engine) => {
  let backend: TestBackend;
  let owner: TestUser;
  let admins: TestUser[];
  let member: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;

  const call = (user: TestUser, sql: string, params: unknown[]) =>
    query<Record<string, unknown>>(backend, user, sql, params);
  const newWorkspace = () =>
    createWorkspace(backend, owner, [
      ...admins.map((a) => [a, 'admin'] as [TestUser, 'admin']),
      [member, 'member'],
      [viewer, 'viewer'],
    ]);
  const stage = (user: TestUser, ws: string, importId: string, part: number, tasks: unknown) =>
    call(user, 'select public.stage_import($1, $2, $3, $4)', [
      ws,
      importId,
      part,
      JSON.stringify(tasks),
    ]);
  const begin = async (user: TestUser, ws: string, name = 'Hidden') => {
    const importId = randomUUID();
    const { rows } = await call(user, 'select public.begin_import($1, $2, $3) as board', [
      importId,
      ws,
      JSON.stringify(payload(name)),
    ]);
    return { importId, boardId: String(rows[0]?.board) };
  };
  const addPart = (user: TestUser, importId: string, part: number, tasks: unknown) =>
    call(user, 'select public.import_part($1, $2, $3)', [importId, part, JSON.stringify(tasks)]);
  const stagedRows = async (ws: string) =>
    (await adminQuery(backend, 'select 1 from private.import_parts where workspace_id = $1', [ws]))
      .length;

  beforeAll(async () => {
    backend = await startBackend(engine);
    owner = await createUser(backend, 'owner');
    admins = [];
    for (const n of [1, 2, 3]) admins.push(await createUser(backend, `admin${n}`));
    member = await createUser(backend, 'member');
    viewer = await createUser(backend, 'viewer');
    outsider = await createUser(backend, 'outsider');
  });
  afterAll(() => backend?.stop());

  it('refuses members, viewers and outsiders before storing anything', async () => {
    const ws = await newWorkspace();
    for (const user of [member, viewer]) {
      expect((await pgError(stage(user, ws, randomUUID(), 0, []))).code).toBe('42501');
    }
    const hidden = await pgError(stage(outsider, ws, randomUUID(), 0, []));
    expect(hidden.message).toMatch(/^data\/not-found/);
    expect(await stagedRows(ws)).toBe(0);
    // The earlier form, naming no workspace, is no longer an RPC: it fails and stores nothing.
    await pgError(
      call(admins[0] as TestUser, 'select public.stage_import($1, 0, $2)', [randomUUID(), '[]']),
    );
    expect(await stagedRows(ws)).toBe(0);
  });

  it('bounds part numbers, bytes and unfinished imports', async () => {
    const ws = await newWorkspace();
    const [a1, a2, a3] = admins as [TestUser, TestUser, TestUser];
    for (const part of [-1, 100, 5000]) {
      const error = await pgError(stage(a1, ws, randomUUID(), part, []));
      expect(error).toMatchObject({
        code: '22023',
        message: expect.stringMatching(/^data\/invalid/),
      });
    }
    const big = [{ title: 'Big', description: 'x'.repeat(5 * 1024 * 1024) }];
    expect((await pgError(stage(a1, ws, randomUUID(), 0, big))).message).toMatch(
      /^import\/too-large/,
    );
    const nearlyFive = [{ title: 'Big', description: 'x'.repeat(4_900_000) }];
    const heavy = randomUUID();
    for (let part = 0; part < 10; part++) await stage(a1, ws, heavy, part, nearlyFive);
    expect((await pgError(stage(a1, ws, heavy, 10, nearlyFive))).message).toMatch(
      /^import\/too-large/,
    );
    // Replacing a part already staged is no new byte.
    await stage(a1, ws, heavy, 9, nearlyFive);
    // Two unfinished imports a person (staged or hidden), five a workspace.
    await begin(a1, ws);
    expect((await pgError(stage(a1, ws, randomUUID(), 0, []))).message).toMatch(/^import\/busy/);
    expect((await pgError(begin(a1, ws))).message).toMatch(/^import\/busy/);
    await stage(a2, ws, randomUUID(), 0, []);
    await begin(a2, ws);
    await stage(a3, ws, randomUUID(), 0, []);
    expect((await pgError(begin(a3, ws))).message).toMatch(/^import\/busy/);
    expect((await pgError(begin(owner, ws))).message).toMatch(/^import\/busy/);
  });

  it('lets no import write as someone else', async () => {
    const ws = await newWorkspace();
    const a1 = admins[0] as TestUser;
    const { rows } = await call(a1, 'select public.import_board($1, $2) as report', [
      ws,
      JSON.stringify({
        ...payload('Words'),
        tasks: [
          {
            title: 'Said',
            comments: [
              { body: 'I agree', author_email: member.email, created_at: '2019-03-01T08:00:00Z' },
              { body: 'Later', author_name: 'Jane Roe', created_at: '2099-01-01T00:00:00Z' },
              { body: 'Undated', author_email: owner.email, created_at: 'not a date' },
            ],
          },
        ],
      }),
    ]);
    const board = String((rows[0]?.report as { board_id?: string } | undefined)?.board_id);
    const comments = await adminQuery<Record<string, unknown>>(
      backend,
      `select c.body, c.author_id, c.imported_author, c.created_at > now() - interval '1 minute'
         and c.created_at <= now() as now, extract(year from c.imported_at)::integer as year
       from public.comments c join public.tasks t on t.id = c.task_id
       where t.board_id = $1 order by c.body`,
      [board],
    );
    expect(comments).toEqual([
      { body: 'I agree', author_id: a1.id, imported_author: member.email, now: true, year: 2019 },
      { body: 'Later', author_id: a1.id, imported_author: 'Jane Roe', now: true, year: 2099 },
      { body: 'Undated', author_id: a1.id, imported_author: owner.email, now: true, year: null },
    ]);
    // Nobody else says where a comment came from, nor changes it.
    const [task] = await adminQuery<{ id: string }>(
      backend,
      'select id from public.tasks where board_id = $1',
      [board],
    );
    const written = await call(
      member,
      `insert into public.comments (task_id, author_id, body, imported_author, imported_at)
       values ($1, $2, 'Mine', 'The CEO', '2020-01-01') returning imported_author, imported_at`,
      [task?.id, member.id],
    );
    expect(written.rows[0]).toEqual({ imported_author: null, imported_at: null });
    const edited = await call(
      a1,
      `update public.comments set imported_author = 'Someone', body = 'Changed'
       where body = 'Later' returning imported_author`,
      [],
    );
    expect(edited.rows[0]).toEqual({ imported_author: 'Jane Roe' });
  });

  it('stops an admin demoted or removed since the import began', async () => {
    const ws = await newWorkspace();
    const a1 = admins[0] as TestUser;
    const demoted = await begin(a1, ws, 'Demoted');
    await adminQuery(
      backend,
      `update public.workspace_members set role = 'viewer' where workspace_id = $1 and user_id = $2`,
      [ws, a1.id],
    );
    const task = [{ title: 'One more' }];
    expect((await pgError(addPart(a1, demoted.importId, 0, task))).code).toBe('42501');
    expect(
      (await pgError(call(a1, 'select public.finish_import($1)', [demoted.importId]))).code,
    ).toBe('42501');
    await adminQuery(
      backend,
      'delete from public.workspace_members where workspace_id = $1 and user_id = $2',
      [ws, a1.id],
    );
    const steps = [
      () => addPart(a1, demoted.importId, 0, task),
      () => call(a1, 'select public.finish_import($1)', [demoted.importId]),
    ];
    for (const step of steps) {
      expect((await pgError(step())).message).toMatch(/^data\/not-found/);
    }
    // The board stayed hidden; an admin of the workspace clears it.
    expect(
      await adminQuery(backend, 'select 1 from private.board_imports where id = $1', [
        demoted.importId,
      ]),
    ).toHaveLength(1);
    await call(admins[1] as TestUser, 'select public.cancel_import($1)', [demoted.importId]);
    expect(
      await adminQuery(backend, 'select 1 from public.boards where id = $1', [demoted.boardId]),
    ).toHaveLength(0);
  });

  it('refuses bad part numbers and states with catalogued errors', async () => {
    const ws = await newWorkspace();
    const a1 = admins[0] as TestUser;
    const { importId } = await begin(a1, ws);
    for (const part of [-1, 5000]) {
      const error = await pgError(addPart(a1, importId, part, [{ title: 'T' }]));
      expect(error).toMatchObject({
        code: '22023',
        message: expect.stringMatching(/^data\/invalid/),
      });
    }
    for (const state of [2, -1, 1.5, 'x']) {
      const error = await pgError(addPart(a1, importId, 0, [{ title: 'T', state }]));
      expect(error.message, String(state)).toMatch(/^data\/invalid: task 1 /);
    }
    const noStates = { board: { name: 'None' }, tasks: [{ title: 'T' }] };
    const badCategory = { ...noStates, states: [{ name: 'X', category: 'nope' }] };
    for (const body of [noStates, badCategory]) {
      const error = await pgError(
        call(a1, 'select public.import_board($1, $2)', [ws, JSON.stringify(body)]),
      );
      expect(error).toMatchObject({
        code: '22023',
        message: expect.stringMatching(/^data\/invalid/),
      });
    }
    const rows = Array.from({ length: 250 }, (_, n) => ({
      title: `T${n}`,
      checklist: Array.from({ length: 45 }, (_, i) => ({ title: `Item ${i}` })),
    }));
    expect((await pgError(addPart(a1, importId, 0, rows))).message).toMatch(
      /^data\/invalid: a part creates at most 10000/,
    );
  });

  it('keeps hidden imports out of the board cap and answers for them as for missing boards', async () => {
    const ws = await newWorkspace();
    const [a1, a2] = admins as [TestUser, TestUser];
    const hidden = await begin(a1, ws);
    await begin(a2, ws);
    // Up to 50 boards one by one, the last with 52 in the workspace, the two hidden among them.
    const [{ visible } = { visible: 0 }] = await adminQuery<{ visible: number }>(
      backend,
      'select count(*)::integer - 2 as visible from public.boards where workspace_id = $1',
      [ws],
    );
    for (let n = visible; n < 50; n++) await createBoard(backend, ws, `Board ${n}`);
    const full = await pgError(call(a1, 'select public.finish_import($1)', [hidden.importId]));
    expect(full.message).toMatch(/^data\/invalid: a workspace can have at most 50 boards/);

    const [state] = await adminQuery<{ id: string }>(
      backend,
      'select id from public.board_states where board_id = $1 limit 1',
      [hidden.boardId],
    );
    const missing = await pgError(
      call(member, `insert into public.tasks (board_id, title) values ($1, 'Mine')`, [
        randomUUID(),
      ]),
    );
    const importing = await pgError(
      call(member, `insert into public.tasks (board_id, title, state_id) values ($1, 'Mine', $2)`, [
        hidden.boardId,
        state?.id,
      ]),
    );
    expect(missing.code).toBe('23503');
    expect(importing.code).toBe(missing.code);
    expect(importing.message).toMatch(/^data\/not-found: board/);
  });
});
