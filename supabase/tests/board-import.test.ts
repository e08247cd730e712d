import { randomUUID } from 'node:crypto';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, createUser, pgError, query, startBackend, type TestUser } from './helpers.js';
import { createWorkspace } from './world.js';

/** A small board in the Tandem board format, with one task assigned to `assignee`. */
function payload(name: string, assignee: string) {
  return {
    board: { name, description: 'Moved from elsewhere' },
    states: [
      { name: 'Ideas', category: 'backlog', color: '#8a8a95' },
      { name: 'To do', category: 'unstarted', color: '#5d5d68' },
      { name: 'Doing', category: 'started', color: '#e09b00', wip_limit: 3 },
      { name: 'Done', category: 'completed', color: '#5753dd' },
    ],
    labels: [{ name: 'Imported bug', color: 'red' }],
    tasks: [
      {
        title: 'Write the plan',
        description: 'All of it',
        state: 1,
        priority: 'high',
        due_date: '2026-12-24',
        labels: ['Imported bug'],
        assignee_email: assignee,
        checklist: [
          { title: 'Outline', done: true },
          { title: 'Draft', done: false },
        ],
        comments: [
          { body: 'Looks good', author_name: 'Jane Roe', created_at: '2026-01-05T10:00:00Z' },
        ],
      },
      { title: 'Ship it', state: 3, assignee_email: 'nobody@example.test' },
    ],
  };
}

describe.each(engines)('board import and export on %s', (engine) => {
  let backend: TestBackend;
  let owner: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let workspaceId: string;

  const importAs = (user: TestUser, body: unknown, importId: string | null = null) =>
    query<{ report: Record<string, unknown> }>(
      backend,
      user,
      'select public.import_board($1, $2, $3) as report',
      [workspaceId, JSON.stringify(body), importId],
    );
  const boardCount = async () =>
    Number(
      (
        await adminQuery<{ n: string }>(
          backend,
          'select count(*) as n from public.boards where workspace_id = $1',
          [workspaceId],
        )
      )[0]?.n,
    );

  beforeAll(async () => {
    backend = await startBackend(engine);
    owner = await createUser(backend, 'owner');
    admin = await createUser(backend, 'admin');
    member = await createUser(backend, 'member');
    viewer = await createUser(backend, 'viewer');
    outsider = await createUser(backend, 'outsider');
    workspaceId = await createWorkspace(backend, owner, [
      [admin, 'admin'],
      [member, 'member'],
      [viewer, 'viewer'],
    ]);
  });
  afterAll(() => backend?.stop());

  it('lets an admin import a whole board in one call', async () => {
    const { rows } = await importAs(admin, payload('Imported', member.email));
    const report = rows[0]?.report as Record<string, unknown>;
    expect(report).toMatchObject({
      tasks: 2,
      assigned: 1,
      unassigned: 1,
      checklist_items: 2,
      comments: 1,
      labels_created: 1,
    });
    const boardId = report.board_id as string;
    const states = await adminQuery<{ name: string; category: string; wip_limit: number | null }>(
      backend,
      'select name, category, wip_limit from public.board_states where board_id = $1 order by position',
      [boardId],
    );
    // The payload's states in order, then the canceled state the board keeps.
    expect(states.map((s) => s.name)).toEqual(['Ideas', 'To do', 'Doing', 'Done', 'Canceled']);
    expect(states[2]?.wip_limit).toBe(3);
    const tasks = await adminQuery<Record<string, unknown>>(
      backend,
      `select t.title, t.status, t.priority, t.assignee_id, t.due_date::text as due, t.labels,
         t.checklist_done, t.checklist_total, s.name as state
       from public.tasks t join public.board_states s on s.id = t.state_id
       where t.board_id = $1 order by t.title desc`,
      [boardId],
    );
    expect(tasks[0]).toMatchObject({
      title: 'Write the plan',
      state: 'To do',
      status: 'todo',
      priority: 'high',
      assignee_id: member.id,
      due: '2026-12-24',
      labels: ['Imported bug'],
      checklist_done: 1,
      checklist_total: 2,
    });
    expect(tasks[1]).toMatchObject({ title: 'Ship it', state: 'Done', assignee_id: null });
    const comments = await adminQuery<Record<string, unknown>>(
      backend,
      `select c.body, c.author_id, c.imported_author,
         to_char(c.imported_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as imported_at
       from public.comments c join public.tasks t on t.id = c.task_id where t.board_id = $1`,
      [boardId],
    );
    expect(comments).toEqual([
      {
        body: 'Looks good',
        author_id: admin.id,
        imported_author: 'Jane Roe',
        imported_at: '2026-01-05 10:00',
      },
    ]);
  });

  it('refuses members, viewers and outsiders, creating nothing', async () => {
    const before = await boardCount();
    for (const user of [member, viewer]) {
      expect((await pgError(importAs(user, payload('No', member.email)))).code).toBe('42501');
    }
    expect((await pgError(importAs(outsider, payload('No', member.email)))).message).toMatch(
      /^data\/not-found/,
    );
    expect(await boardCount()).toBe(before);
  });

  it('creates nothing when any part of the import fails', async () => {
    const before = await boardCount();
    const broken = payload('Broken', member.email);
    broken.tasks.push({ title: ' '.repeat(3), state: 0, assignee_email: '' });
    const error = await pgError(importAs(owner, broken));
    expect(error.code).toBe('23514');
    expect(await boardCount()).toBe(before);
    const labels = await adminQuery(
      backend,
      "select 1 from public.workspace_labels where workspace_id = $1 and name = 'Imported bug'",
      [workspaceId],
    );
    expect(labels).toHaveLength(1);
  });

  it('takes staged parts in the same transaction, only the stager’s', async () => {
    const importId = randomUUID();
    const part = (n: number) => [{ title: `Staged ${n}`, state: 0 }];
    const stage = (user: TestUser, n: number, tasks: unknown) =>
      query(backend, user, 'select public.stage_import($1, $2, $3, $4)', [
        workspaceId,
        importId,
        n,
        JSON.stringify(tasks),
      ]);
    await stage(admin, 0, part(1));
    await stage(admin, 1, part(2));
    const stolen = await pgError(stage(owner, 0, []));
    expect(stolen.code).toBe('42501');
    // Only the stager's parts join an import: the owner's own call finds none.
    const { rows: ownerRows } = await importAs(
      owner,
      { ...payload('Empty', ''), tasks: [] },
      importId,
    );
    expect(ownerRows[0]?.report).toMatchObject({ tasks: 0 });
    const { rows } = await importAs(admin, { ...payload('Staged', ''), tasks: [] }, importId);
    expect(rows[0]?.report).toMatchObject({ tasks: 2 });
    const left = await adminQuery(
      backend,
      'select 1 from private.import_parts where import_id = $1',
      [importId],
    );
    expect(left).toHaveLength(0);
    const direct = await pgError(query(backend, admin, 'select * from private.import_parts'));
    expect(direct.code).toBe('42501');
  });

  it('refuses more tasks than an import may create', async () => {
    const many = Array.from({ length: 10_001 }, (_, n) => ({ title: `T${n}`, state: 0 }));
    const error = await pgError(importAs(admin, { ...payload('Huge', ''), tasks: many }));
    expect(error.message).toMatch(/^import\/too-many-tasks/);
  });

  it('exports a board that imports back unchanged, to anyone who sees it', async () => {
    const { rows } = await importAs(admin, payload('Round trip', member.email));
    const boardId = String(rows[0]?.report.board_id);
    const exported = async (id: string) => {
      const result = await query<{ board: Record<string, unknown> }>(
        backend,
        viewer,
        'select public.export_board($1) as board',
        [id],
      );
      return result.rows[0]?.board as Record<string, unknown>;
    };
    // What must survive: everything but the export's time, task numbers and comment times.
    const kept = ({ exported_at: _at, ...board }: Record<string, unknown>) => ({
      ...board,
      tasks: (board.tasks as Record<string, unknown>[]).map(({ number: _n, ...task }) => ({
        ...task,
        comments: (task.comments as Record<string, unknown>[]).map((c) => c.body),
      })),
    });
    const first = await exported(boardId);
    const again = await importAs(admin, first);
    const second = await exported(String(again.rows[0]?.report.board_id));
    expect(kept(second)).toEqual(kept(first));
    const hidden = await pgError(
      query(backend, outsider, 'select public.export_board($1)', [boardId]),
    );
    expect(hidden.message).toMatch(/^data\/not-found/);
  });
});
