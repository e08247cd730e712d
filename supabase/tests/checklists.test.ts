import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Actor, adminQuery, pgError, query, startBackend } from './helpers.js';
import { createTeam, type Team } from './notification-team.js';

interface ItemRow {
  id: string;
  task_id: string;
  workspace_id: string;
  title: string;
  done: boolean;
  position: string;
  created_by: string | null;
}

describe.each(engines)('task checklists on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());
  beforeEach(async () => {
    team = await createTeam(backend);
  });

  async function add(by: Actor, title: string, taskId = team.taskId): Promise<ItemRow> {
    const result = await query<ItemRow>(
      backend,
      by,
      'insert into public.task_checklist_items (task_id, title) values ($1, $2) returning *',
      [taskId, title],
    );
    return result.rows[0] as ItemRow;
  }

  async function titlesOf(by: Actor, taskId = team.taskId): Promise<string[]> {
    const result = await query<ItemRow>(
      backend,
      by,
      'select * from public.task_checklist_items where task_id = $1 order by position, id',
      [taskId],
    );
    return result.rows.map((row) => row.title);
  }

  async function progressOf(taskId = team.taskId) {
    const [row] = await adminQuery<{ done: number; total: number; version: number }>(
      backend,
      'select checklist_done as done, checklist_total as total, version from public.tasks where id = $1',
      [taskId],
    );
    return row;
  }

  it('lets members add, check, rename and delete items, in order, and keeps the task’s progress', async () => {
    const { member, admin } = team;
    const before = await progressOf();
    const first = await add(member, 'Write the spec');
    const second = await add(admin, 'Review it');
    await add(member, 'Ship');
    expect(first.workspace_id).toBe(team.workspaceId);
    expect(first.created_by).toBe(member.id);
    expect(await titlesOf(member)).toEqual(['Write the spec', 'Review it', 'Ship']);
    await query(
      backend,
      member,
      'update public.task_checklist_items set done = true where id = $1',
      [first.id],
    );
    await query(backend, admin, 'update public.task_checklist_items set title = $2 where id = $1', [
      second.id,
      'Review the spec',
    ]);
    expect(await progressOf()).toEqual({ done: 1, total: 3, version: before?.version });
    await query(backend, member, 'delete from public.task_checklist_items where id = $1', [
      first.id,
    ]);
    expect(await titlesOf(member)).toEqual(['Review the spec', 'Ship']);
    expect(await progressOf()).toEqual({ done: 0, total: 2, version: before?.version });
  });

  it('lets viewers read a checklist and change nothing', async () => {
    const { member, viewer } = team;
    const item = await add(member, 'Write the spec');
    expect(await titlesOf(viewer)).toEqual(['Write the spec']);
    const refused = await pgError(add(viewer, 'Sneak in'));
    expect(refused.code).toBe('42501');
    const updated = await query(
      backend,
      viewer,
      'update public.task_checklist_items set done = true where id = $1',
      [item.id],
    );
    const deleted = await query(
      backend,
      viewer,
      'delete from public.task_checklist_items where id = $1',
      [item.id],
    );
    expect([updated.rowCount, deleted.rowCount]).toEqual([0, 0]);
    expect(await progressOf()).toMatchObject({ done: 0, total: 1 });
  });

  it('shows outsiders nothing and lets them write nothing', async () => {
    const { member, stranger } = team;
    const item = await add(member, 'Write the spec');
    expect(await titlesOf(stranger)).toEqual([]);
    expect((await pgError(add(stranger, 'Sneak in'))).code).toBe('42501');
    const updated = await query(
      backend,
      stranger,
      'update public.task_checklist_items set title = $2 where id = $1',
      [item.id, 'Mine'],
    );
    expect(updated.rowCount).toBe(0);
    expect((await pgError(add(null, 'Anonymous'))).code).toBe('42501');
  });

  it('refuses a 51st item with checklist/full, and titles that are empty, padded or too long', async () => {
    await adminQuery(
      backend,
      `insert into public.task_checklist_items (task_id, title)
       select $1, 'Item ' || n from generate_series(1, 50) n`,
      [team.taskId],
    );
    const full = await pgError(add(team.member, 'One more'));
    expect(full.code).toBe('23514');
    expect(full.message).toMatch(/^checklist\/full: /);
    for (const title of ['', ' padded', 'x'.repeat(201)]) {
      expect((await pgError(add(team.member, title, team.taskId))).code).toBe('23514');
    }
  });

  it('ignores what a client writes into a task’s checklist counts', async () => {
    await add(team.member, 'Write the spec');
    await query(
      backend,
      team.member,
      'update public.tasks set checklist_done = 7, checklist_total = 9, title = $2 where id = $1',
      [team.taskId, 'Ship it now'],
    );
    expect(await progressOf()).toMatchObject({ done: 0, total: 1 });
  });

  it('moves an item after another, or to the top, for members only', async () => {
    const { member, viewer } = team;
    const a = await add(member, 'A');
    const b = await add(member, 'B');
    const c = await add(member, 'C');
    await query(backend, member, 'select public.move_checklist_item($1, $2)', [a.id, b.id]);
    expect(await titlesOf(member)).toEqual(['B', 'A', 'C']);
    await query(backend, member, 'select public.move_checklist_item($1)', [c.id]);
    expect(await titlesOf(member)).toEqual(['C', 'B', 'A']);
    const refused = await pgError(
      query(backend, viewer, 'select public.move_checklist_item($1)', [a.id]),
    );
    expect(refused.code).toBe('42501');
    const missing = await pgError(
      query(backend, team.stranger, 'select public.move_checklist_item($1)', [a.id]),
    );
    expect(missing.code).toBe('PT404');
  });

  it('turns an item into a task of the same board and removes the item, for members only', async () => {
    const { member, viewer } = team;
    const keep = await add(member, 'Keep me');
    const promote = await add(member, 'Promote me');
    const refused = await pgError(
      query(backend, viewer, 'select * from public.checklist_item_to_task($1)', [promote.id]),
    );
    expect(refused.code).toBe('42501');
    const result = await query<{ id: string; board_id: string; title: string; created_by: string }>(
      backend,
      member,
      'select * from public.checklist_item_to_task($1)',
      [promote.id],
    );
    expect(result.rows[0]).toMatchObject({
      board_id: team.boardId,
      title: 'Promote me',
      created_by: member.id,
    });
    expect(await titlesOf(member)).toEqual([keep.title]);
    expect(await progressOf()).toMatchObject({ done: 0, total: 1 });
  });

  it('tells the task’s history of items added and checked off, nothing else', async () => {
    const item = await add(team.member, 'Write the spec');
    for (const done of [true, false]) {
      await query(
        backend,
        team.admin,
        'update public.task_checklist_items set done = $2 where id = $1',
        [item.id, done],
      );
    }
    await query(backend, team.member, 'delete from public.task_checklist_items where id = $1', [
      item.id,
    ]);
    const entries = await adminQuery<{ kind: string; actor_id: string; title: string }>(
      backend,
      `select kind, actor_id, payload ->> 'title' as title from public.activity
       where task_id = $1 and kind::text like 'checklist.%' order by created_at, id`,
      [team.taskId],
    );
    expect(entries).toEqual([
      { kind: 'checklist.item_added', actor_id: team.member.id, title: 'Write the spec' },
      { kind: 'checklist.item_checked', actor_id: team.admin.id, title: 'Write the spec' },
    ]);
    // Each entry names its task, so the workspace's feed can say which one.
    const [task] = await adminQuery<{ number: number; title: string }>(
      backend,
      'select number, title from public.tasks where id = $1',
      [team.taskId],
    );
    const named = await adminQuery<{ number: number; task_title: string }>(
      backend,
      `select (payload ->> 'number')::integer as number, payload ->> 'task_title' as task_title
       from public.activity where task_id = $1 and kind::text like 'checklist.%'`,
      [team.taskId],
    );
    expect(named).toEqual([
      { number: task?.number, task_title: task?.title },
      { number: task?.number, task_title: task?.title },
    ]);
  });

  it('gives a restored task its checklist back, with its progress', async () => {
    const { member, admin } = team;
    const first = await add(member, 'Write the spec');
    await add(member, 'Ship');
    await query(
      backend,
      member,
      'update public.task_checklist_items set done = true where id = $1',
      [first.id],
    );
    await query(backend, admin, 'delete from public.tasks where id = $1', [team.taskId]);
    expect(await titlesOf(admin)).toEqual([]);
    await query(backend, admin, 'select public.restore_task($1)', [team.taskId]);
    const restored = await query<ItemRow>(
      backend,
      member,
      'select * from public.task_checklist_items where task_id = $1 order by position',
      [team.taskId],
    );
    expect(restored.rows.map((row) => [row.id, row.title, row.done, row.created_by])).toEqual([
      [first.id, 'Write the spec', true, member.id],
      [expect.any(String), 'Ship', false, member.id],
    ]);
    expect(await progressOf()).toMatchObject({ done: 1, total: 2 });
  });
});
