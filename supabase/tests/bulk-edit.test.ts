import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addState, buildStatesWorld, type StatesWorld, stateNamed } from './board-states-world.js';
import { adminQuery, pgError, query, startBackend, type TestUser } from './helpers.js';
import { createBoard, createTask, createWorkspace } from './world.js';

interface Changed {
  id: string;
  changes: Record<string, unknown>;
}

describe.each(engines)('bulk task edits on %s', (engine) => {
  let backend: TestBackend;
  let world: StatesWorld;

  const bulkUpdate = (user: TestUser, ids: string[], changes: object) =>
    query<{ answer: Changed[] }>(
      backend,
      user,
      'select public.bulk_update_tasks($1::json, $2::json) as answer',
      [JSON.stringify(ids), JSON.stringify(changes)],
    ).then((result) => result.rows[0]?.answer ?? []);
  const bulkSet = (user: TestUser, updates: Changed[]) =>
    query<{ answer: Changed[] }>(
      backend,
      user,
      'select public.bulk_set_tasks($1::json) as answer',
      [JSON.stringify(updates)],
    ).then((result) => result.rows[0]?.answer ?? []);
  const rows = (ids: string[]) =>
    adminQuery<{
      id: string;
      state_id: string;
      board_id: string;
      position: string;
      priority: string;
      assignee_id: string | null;
      labels: string[];
      version: number;
    }>(
      backend,
      `select id, state_id, board_id, position, priority, assignee_id, labels, version
       from public.tasks where id = any ($1::uuid[]) order by number`,
      [ids],
    );
  const tasksOn = async (boardId: string, count: number, status = 'todo') => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      ids.push((await createTask(backend, world.users.member, boardId, { status })).id);
    }
    return ids;
  };

  beforeAll(async () => {
    backend = await startBackend(engine);
    world = await buildStatesWorld(backend);
  });
  afterAll(() => backend?.stop());

  it('moves a batch to a state for members and up, and one call of its answer undoes it', async () => {
    const done = await stateNamed(backend, world.boardId, 'Done');
    for (const role of ['member', 'admin', 'owner'] as const) {
      const ids = await tasksOn(world.boardId, 3);
      const before = await rows(ids);
      const answer = await bulkUpdate(world.users[role], ids, { state_id: done.id });
      expect(answer.map((a) => a.id).sort()).toEqual([...ids].sort());
      const moved = await rows(ids);
      expect(moved.every((t) => t.state_id === done.id)).toBe(true);
      // In board order at the bottom of the column.
      const keys = moved.map((t) => t.position);
      expect([...keys].sort()).toEqual(keys);

      await bulkSet(world.users[role], answer);
      const undone = await rows(ids);
      expect(undone.map((t) => [t.state_id, t.position])).toEqual(
        before.map((t) => [t.state_id, t.position]),
      );
    }
  });

  it('undoes a batch except where someone changed a task since, whose change stands', async () => {
    const ids = await tasksOn(world.boardId, 3);
    const answer = await bulkUpdate(world.users.member, ids, { priority: 'urgent' });
    const versions = await rows(ids);
    expect(answer.map((a) => (a as Changed & { version: number }).version)).toEqual(
      versions.map((t) => t.version),
    );
    const [first, second, third] = ids as [string, string, string];
    await query(backend, world.users.admin, 'update public.tasks set priority = $2 where id = $1', [
      second,
      'low',
    ]);

    const redo = await bulkSet(world.users.member, answer);
    expect(redo.map((r) => r.id).sort()).toEqual([first, third].sort());
    expect((await rows(ids)).map((t) => t.priority)).toEqual(['none', 'low', 'none']);
    // Without versions, an entry is applied as before.
    await bulkSet(
      world.users.member,
      answer.map(({ id, changes }) => ({ id, changes })),
    );
    expect((await rows(ids)).map((t) => t.priority)).toEqual(['none', 'none', 'none']);
    const invalid = await pgError(
      bulkSet(world.users.member, [{ ...(answer[0] as Changed), version: 'x' } as Changed]),
    );
    expect(invalid.message).toMatch(/^data\/invalid/);
  });

  it('logs one activity entry per task and notifies an assignee once per task', async () => {
    const ids = await tasksOn(world.boardId, 2);
    const assignee = world.users.admin.id;
    await bulkUpdate(world.users.member, ids, { assignee_id: assignee, priority: 'high' });
    const logged = await adminQuery<{ count: string }>(
      backend,
      `select count(*) from public.activity where task_id = any ($1::uuid[]) and kind = 'task.updated'`,
      [ids],
    );
    expect(Number(logged[0]?.count)).toBe(2);
    const notified = await adminQuery<{ count: string }>(
      backend,
      `select count(*) from public.notifications
       where recipient_id = $1 and kind = 'assigned' and task_id = any ($2::uuid[])`,
      [assignee, ids],
    );
    expect(Number(notified[0]?.count)).toBe(2);
  });

  it('adds and removes labels whatever their case and leaves unchanged tasks out', async () => {
    const ids = await tasksOn(world.boardId, 2);
    await bulkUpdate(world.users.member, [ids[0] as string], { labels: ['Bug'] });
    const answer = await bulkUpdate(world.users.member, ids, { add_labels: ['bug', 'UI'] });
    expect((await rows(ids)).map((t) => t.labels)).toEqual([
      ['Bug', 'UI'],
      ['bug', 'UI'],
    ]);
    const removed = await bulkUpdate(world.users.member, ids, { remove_labels: ['ui', 'nope'] });
    expect(removed).toHaveLength(2);
    const again = await bulkUpdate(world.users.member, ids, { remove_labels: ['ui'] });
    expect(again).toEqual([]);
    expect(answer[0]?.changes).toEqual({ labels: ['Bug'] });
  });

  it('moves a batch to another board and back', async () => {
    const other = await createBoard(backend, world.workspaceId, 'Other');
    const ids = await tasksOn(world.boardId, 2, 'in_progress');
    const before = await rows(ids);
    const answer = await bulkUpdate(world.users.member, ids, { board_id: other });
    const moved = await rows(ids);
    const started = await stateNamed(backend, other, 'In Progress');
    expect(moved.every((t) => t.board_id === other && t.state_id === started.id)).toBe(true);
    await bulkSet(world.users.member, answer);
    expect((await rows(ids)).map((t) => [t.board_id, t.state_id, t.position])).toEqual(
      before.map((t) => [t.board_id, t.state_id, t.position]),
    );
  });

  it('refuses viewers, outsiders, mixed workspaces and oversized batches, changing nothing', async () => {
    const ids = await tasksOn(world.boardId, 2);
    const before = await rows(ids);
    const viewer = await pgError(bulkUpdate(world.users.viewer, ids, { priority: 'low' }));
    expect(viewer.code).toBe('42501');
    const outsider = await pgError(bulkUpdate(world.users.outsider, ids, { priority: 'low' }));
    expect(outsider.message).toMatch(/^data\/not-found/);
    const undo = ids.map((id) => ({ id, changes: { priority: 'low' } }));
    expect((await pgError(bulkSet(world.users.viewer, undo))).code).toBe('42501');
    expect((await pgError(bulkSet(world.users.outsider, undo))).message).toMatch(
      /^data\/not-found/,
    );

    const elsewhere = await createWorkspace(backend, world.users.owner, [
      [world.users.member, 'member'],
    ]);
    const elsewhereBoard = await createBoard(backend, elsewhere);
    const foreign = await createTask(backend, world.users.member, elsewhereBoard);
    const mixed = await pgError(
      bulkUpdate(world.users.member, [...ids, foreign.id], { priority: 'low' }),
    );
    expect(mixed.message).toMatch(/^data\/invalid: the tasks belong to more than one workspace/);
    const foreignBoard = await pgError(
      bulkUpdate(world.users.member, ids, { board_id: elsewhereBoard }),
    );
    expect(foreignBoard.message).toMatch(
      /^data\/invalid: a task can only move to a board of its workspace/,
    );

    const tooMany = Array.from({ length: 501 }, () => crypto.randomUUID());
    const big = await pgError(bulkUpdate(world.users.member, tooMany, { priority: 'low' }));
    expect(big.message).toMatch(/^task\/bulk-too-large: at most 500 tasks/);
    const unknown = await pgError(bulkUpdate(world.users.member, ids, { title: 'x' }));
    expect(unknown.message).toMatch(/^data\/invalid: changes may only name/);
    expect(await rows(ids)).toEqual(before);
  });

  it('refuses the whole batch when it would pass a hard WIP limit', async () => {
    const board = await createBoard(backend, world.workspaceId, 'Limited');
    const qa = await addState(backend, world.users.admin, board, 'QA', 'started');
    await query(
      backend,
      world.users.admin,
      'update public.board_states set wip_limit = 2, wip_hard_limit = true where id = $1',
      [qa],
    );
    const ids = await tasksOn(board, 3);
    const refused = await pgError(bulkUpdate(world.users.member, ids, { state_id: qa }));
    expect(refused.message).toMatch(/^state\/wip-limit: QA holds 2 of at most 2 tasks/);
    expect((await rows(ids)).some((t) => t.state_id === qa)).toBe(false);
    await bulkUpdate(world.users.member, ids.slice(0, 2), { state_id: qa });
  });

  it('deletes a batch for admins and the owner and restores it in one call', async () => {
    const ids = await tasksOn(world.boardId, 3);
    const deleteAs = (user: TestUser) =>
      query(backend, user, 'select public.bulk_delete_tasks($1::json)', [JSON.stringify(ids)]);
    expect((await pgError(deleteAs(world.users.member))).code).toBe('42501');
    expect((await pgError(deleteAs(world.users.viewer))).code).toBe('42501');
    expect((await pgError(deleteAs(world.users.outsider))).message).toMatch(/^data\/not-found/);
    for (const role of ['admin', 'owner'] as const) {
      await deleteAs(world.users[role]);
      expect(await rows(ids)).toEqual([]);
      const restoreAs = (user: TestUser) =>
        query(backend, user, 'select id from public.restore_tasks($1::json)', [
          JSON.stringify(ids),
        ]);
      expect((await pgError(restoreAs(world.users.member))).code).toBe('42501');
      expect((await pgError(restoreAs(world.users.viewer))).code).toBe('42501');
      expect((await pgError(restoreAs(world.users.outsider))).message).toMatch(/^data\/not-found/);
      const restored = await restoreAs(world.users[role]);
      expect(restored.rows).toHaveLength(3);
      expect((await rows(ids)).map((t) => t.id).sort()).toEqual([...ids].sort());
    }
  });
});
