import { randomUUID } from 'node:crypto';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, createUser, pgError, query, startBackend, type TestUser } from './helpers.js';
import { createWorkspace } from './world.js';

/** A payload without tasks: they come in parts. */
const payload = (name: string) => ({
  board: { name, description: null },
  states: [
    { name: 'To do', category: 'unstarted', color: '#5d5d68' },
    { name: 'Done', category: 'completed', color: '#5753dd' },
  ],
  labels: [{ name: 'Hidden label', color: 'red' }],
});

/** Two tasks with a checklist, a comment and a label no one has yet. */
const part = (from: number) =>
  [from, from + 1].map((n) => ({
    title: `Hidden card ${n}`,
    state: n % 2,
    labels: [`label-of-part-${from}`],
    checklist: [{ title: 'Step', done: true }],
    comments: [{ body: 'Seen', author_name: 'Jane Roe' }],
  }));

describe.each(engines)('a board being imported on %s', (engine) => {
  let backend: TestBackend;
  let owner: TestUser;
  let importer: TestUser;
  let otherAdmin: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let workspaceId: string;

  const call = (user: TestUser, sql: string, params: unknown[]) =>
    query<Record<string, unknown>>(backend, user, sql, params);
  /** Starts an import as `user` and adds its first part; returns its ids. */
  const started = async (user: TestUser, name: string) => {
    const importId = randomUUID();
    const { rows } = await call(user, 'select public.begin_import($1, $2, $3) as board', [
      importId,
      workspaceId,
      JSON.stringify(payload(name)),
    ]);
    await call(user, 'select public.import_part($1, 0, $2)', [importId, JSON.stringify(part(0))]);
    return { importId, boardId: String(rows[0]?.board) };
  };
  /** What `user` sees of board `boardId` through every table that leads to it. */
  const seen = async (user: TestUser, boardId: string) => {
    const count = async (sql: string) => Number((await call(user, sql, [boardId])).rows[0]?.n ?? 0);
    return {
      boards: await count('select count(*) as n from public.boards where id = $1'),
      states: await count('select count(*) as n from public.board_states where board_id = $1'),
      tasks: await count('select count(*) as n from public.tasks where board_id = $1'),
      search: await count(
        `select count(*) as n from public.tasks
         where search @@ websearch_to_tsquery('simple', 'hidden') and board_id = $1`,
      ),
      checklist: await count(
        `select count(*) as n from public.task_checklist_items i
         join public.tasks t on t.id = i.task_id where t.board_id = $1`,
      ),
      comments: await count(
        `select count(*) as n from public.comments c where c.task_id in
           (select t.id from public.tasks t where t.board_id = $1)`,
      ),
    };
  };
  const nothing = { boards: 0, states: 0, tasks: 0, search: 0, checklist: 0, comments: 0 };

  beforeAll(async () => {
    backend = await startBackend(engine);
    owner = await createUser(backend, 'owner');
    importer = await createUser(backend, 'importer');
    otherAdmin = await createUser(backend, 'admin');
    member = await createUser(backend, 'member');
    viewer = await createUser(backend, 'viewer');
    workspaceId = await createWorkspace(backend, owner, [
      [importer, 'admin'],
      [otherAdmin, 'admin'],
      [member, 'member'],
      [viewer, 'viewer'],
    ]);
  });
  afterAll(() => backend?.stop());

  it('is invisible to everyone until revealed, then whole to every member', async () => {
    const { importId, boardId } = await started(importer, 'Hidden roadmap');
    await call(importer, 'select public.import_part($1, 1, $2)', [
      importId,
      JSON.stringify(part(2)),
    ]);
    for (const user of [owner, importer, otherAdmin, member, viewer]) {
      expect(await seen(user, boardId)).toEqual(nothing);
    }
    // Nobody joins its channels, and nothing of it was logged, broadcast or added to the labels.
    const [topics] = await adminQuery<{ board: string | null; task: string | null }>(
      backend,
      `select private.topic_workspace('board:' || $1) as board,
         private.topic_workspace('task:' || (select t.id from public.tasks t where t.board_id = $1::uuid
           limit 1)) as task`,
      [boardId],
    );
    expect(topics).toEqual({ board: null, task: null });
    const traces = await adminQuery(
      backend,
      `select 1 from public.activity a where a.workspace_id = $1
         and (a.payload ->> 'board_id' = $2 or a.task_id in
           (select t.id from public.tasks t where t.board_id = $2::uuid))
       union all select 1 from public.workspace_labels l
         where l.workspace_id = $1 and l.name in ('Hidden label', 'label-of-part-0')
       union all select 1 from public.notifications n where n.workspace_id = $1
       union all select 1 from public.task_watchers w
         join public.tasks t on t.id = w.task_id where t.board_id = $2::uuid
       union all select 1 from realtime.messages m
         where m.topic = 'board:' || $2 or strpos(m.payload::text, $2) > 0`,
      [workspaceId, boardId],
    );
    expect(traces).toHaveLength(0);

    const { rows } = await call(importer, 'select public.finish_import($1) as report', [importId]);
    expect(rows[0]?.report).toMatchObject({
      board_id: boardId,
      tasks: 4,
      checklist_items: 4,
      comments: 4,
      labels_created: 3,
    });
    for (const user of [owner, importer, otherAdmin, member, viewer]) {
      expect(await seen(user, boardId)).toEqual({
        boards: 1,
        // The payload's two states and one kept for each category it lacks.
        states: 6,
        tasks: 4,
        search: 4,
        checklist: 4,
        comments: 4,
      });
    }
    const created = await adminQuery(
      backend,
      `select 1 from public.activity where kind = 'board.created' and payload ->> 'board_id' = $1`,
      [boardId],
    );
    expect(created).toHaveLength(1);
    // Its creation is broadcast once, on the workspace's channel, now that it is there.
    const broadcasts = await adminQuery<{ topic: string; event: string }>(
      backend,
      `select topic, event from realtime.messages
       where payload ->> 'table' = 'boards' and payload -> 'record' ->> 'id' = $1`,
      [boardId],
    );
    expect(broadcasts).toEqual([{ topic: `workspace:${workspaceId}`, event: 'INSERT' }]);
  });

  it('gives every comment to the importer, keeping who wrote it and when', async () => {
    const { rows } = await call(importer, 'select public.import_board($1, $2) as report', [
      workspaceId,
      JSON.stringify({
        ...payload('Authors'),
        tasks: [
          {
            title: 'Discussed',
            comments: [
              {
                body: 'Mine',
                author_email: member.email.toUpperCase(),
                created_at: '2026-01-05T10:00:00Z',
              },
              {
                body: 'Theirs',
                author_name: 'Jane Roe',
                author_email: 'jane@example.test',
                created_at: '2026-01-06T10:00:00Z',
              },
            ],
          },
        ],
      }),
    ]);
    const comments = await adminQuery<Record<string, unknown>>(
      backend,
      `select c.body, c.author_id, c.imported_author,
         to_char(c.imported_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at
       from public.comments c join public.tasks t on t.id = c.task_id
       where t.board_id = $1 order by c.imported_at`,
      [String((rows[0]?.report as { board_id?: string } | undefined)?.board_id)],
    );
    // The importer writes them all; who wrote each where it came from, and when, is kept aside.
    expect(comments).toEqual([
      {
        body: 'Mine',
        author_id: importer.id,
        imported_author: member.email.toUpperCase(),
        at: '2026-01-05 10:00',
      },
      {
        body: 'Theirs',
        author_id: importer.id,
        imported_author: 'Jane Roe',
        at: '2026-01-06 10:00',
      },
    ]);
  });

  it('cannot be reached by anyone but through the importer’s own import', async () => {
    const { boardId } = await started(importer, 'Unreachable');
    const [task] = await adminQuery<{ id: string; state_id: string }>(
      backend,
      'select id, state_id from public.tasks where board_id = $1 limit 1',
      [boardId],
    );
    for (const user of [owner, otherAdmin, member]) {
      const changed = await call(
        user,
        `with a as (update public.boards set name = 'Mine' where id = $1 returning 1),
           b as (update public.tasks set title = 'Mine' where id = $2 returning 1),
           c as (delete from public.tasks where id = $2 returning 1),
           d as (update public.board_states set name = 'Mine' where board_id = $1 returning 1)
         select (select count(*) from a) + (select count(*) from b) + (select count(*) from c)
           + (select count(*) from d) as n`,
        [boardId, task?.id],
      );
      expect(Number(changed.rows[0]?.n)).toBe(0);
      const inserted = await pgError(
        call(user, `insert into public.tasks (board_id, title, state_id) values ($1, 'Mine', $2)`, [
          boardId,
          task?.state_id,
        ]),
      );
      // As for a missing board or task: nothing tells it from one that is not there.
      expect(inserted).toMatchObject({
        code: '23503',
        message: expect.stringMatching(/^data\/not-found/),
      });
      for (const sql of [
        `insert into public.comments (task_id, author_id, body) values ($1, '${user.id}', 'Hi')`,
        `insert into public.task_checklist_items (task_id, title) values ($1, 'Mine')`,
      ]) {
        expect((await pgError(call(user, sql, [task?.id]))).code).toBe('23503');
      }
    }
  });

  it('lets only its importer add parts or reveal it', async () => {
    const { importId, boardId } = await started(importer, 'Only mine');
    for (const user of [owner, otherAdmin, member]) {
      const add = await pgError(
        call(user, 'select public.import_part($1, 1, $2)', [importId, JSON.stringify(part(2))]),
      );
      expect(add.message).toMatch(/^data\/not-found/);
      const reveal = await pgError(call(user, 'select public.finish_import($1)', [importId]));
      expect(reveal.message).toMatch(/^data\/not-found/);
    }
    // Only admins clear someone else's import (board-import-trust.test.ts): a member cannot.
    await call(member, 'select public.cancel_import($1)', [importId]);
    const again = await pgError(
      call(importer, 'select public.import_part($1, 0, $2)', [importId, JSON.stringify(part(0))]),
    );
    expect(again.message).toMatch(/^data\/invalid: part 0/);
    expect(
      await adminQuery(backend, 'select 1 from public.boards where id = $1', [boardId]),
    ).toHaveLength(1);
    const withTasks = await pgError(
      call(importer, 'select public.begin_import($1, $2, $3)', [
        randomUUID(),
        workspaceId,
        JSON.stringify({ ...payload('Tasks up front'), tasks: part(0) }),
      ]),
    );
    expect(withTasks.message).toMatch(/^data\/invalid: the tasks of an import come in parts/);
    // Members and viewers cannot begin one either.
    for (const user of [member, viewer]) {
      const begin = await pgError(
        call(user, 'select public.begin_import($1, $2, $3)', [
          randomUUID(),
          workspaceId,
          JSON.stringify(payload('No')),
        ]),
      );
      expect(begin.code).toBe('42501');
    }
    await call(importer, 'select public.cancel_import($1)', [importId]);
    const left = await adminQuery(
      backend,
      `select 1 from public.boards where id = $1
       union all select 1 from public.tasks where board_id = $1
       union all select 1 from private.board_imports where id = $2`,
      [boardId, importId],
    );
    expect(left).toHaveLength(0);
  });

  it('drops imports left unfinished for an hour when the next one begins', async () => {
    // The earlier tests' unfinished imports would count against the quota of unfinished ones.
    await adminQuery(
      backend,
      'select private.drop_imports(array(select id from private.board_imports))',
    );
    const stale = await started(importer, 'Abandoned');
    const recent = await started(importer, 'Still going');
    await adminQuery(
      backend,
      `update private.board_imports set created_at = now() - interval '61 minutes' where id = $1`,
      [stale.importId],
    );
    await started(otherAdmin, 'Next');
    const boards = await adminQuery<{ id: string }>(
      backend,
      'select id from public.boards where id = any ($1)',
      [[stale.boardId, recent.boardId]],
    );
    expect(boards.map((b) => b.id)).toEqual([recent.boardId]);
    const jobs = await adminQuery(
      backend,
      "select schedule, command from cron.job where jobname = 'tandem-abandoned-imports'",
    );
    expect(jobs).toEqual([
      { schedule: '*/15 * * * *', command: 'select private.drop_abandoned_imports()' },
    ]);
  });
});
