import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { CHECKLIST_ITEMS_PER_TASK_MAX, type Task } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelStatus } from '../src/index.js';
import { startBackend } from './support/backend.js';
import { adminSql, codeOf, createTeam, failure, type Team } from './support/data.js';
import { EventLog } from './support/event-log.js';

describe.each(engines)('checklists on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let boardId: string;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'checklists');
    boardId = (
      await team.admin.client.boards.create({ workspaceId: team.workspaceId, name: 'Lists' })
    ).id;
  });
  afterAll(async () => {
    // An open socket would keep the backend from stopping until it times out.
    if (team) await (await (await team.viewer.client.supabase()).realtime()).disconnect();
    await backend?.stop();
  });

  const newTask = (title = 'Plan the launch'): Promise<Task> =>
    team.member.client.tasks.create({ boardId, title });
  const titles = async (taskId: string, by = team.viewer) =>
    (await by.client.checklists.list(taskId)).map(
      (item) => `${item.done ? 'x' : ' '} ${item.title}`,
    );

  it('adds, renames, checks, moves and deletes items for members, in order, with the task’s progress', async () => {
    const task = await newTask();
    const { checklists } = team.member.client;
    const spec = await checklists.add({ taskId: task.id, title: '  Write the spec ' });
    const review = await checklists.add({ taskId: task.id, title: 'Review' });
    const ship = await team.admin.client.checklists.add({ taskId: task.id, title: 'Ship' });
    expect(spec).toMatchObject({
      title: 'Write the spec',
      done: false,
      created_by: team.member.id,
    });
    await checklists.update({ itemId: spec.id, changes: { done: true } });
    await checklists.update({ itemId: review.id, changes: { title: 'Review it', done: true } });
    await checklists.move({ itemId: ship.id, aboveId: null });
    expect(await titles(task.id)).toEqual(['  Ship', 'x Write the spec', 'x Review it']);
    await checklists.move({ itemId: ship.id, aboveId: review.id });
    const deleted = await checklists.delete(spec.id);
    expect(await titles(task.id)).toEqual(['x Review it', '  Ship']);
    const row = (await team.member.client.tasks.listBoard(boardId)).find((t) => t.id === task.id);
    expect(row).toMatchObject({ checklist_done: 1, checklist_total: 2, version: task.version });

    await checklists.restore(deleted);
    expect(await titles(task.id)).toEqual(['x Write the spec', 'x Review it', '  Ship']);
  });

  it('refuses viewers and outsiders with data/forbidden or data/not-found', async () => {
    const task = await newTask();
    const item = await team.member.client.checklists.add({ taskId: task.id, title: 'Mine' });
    const viewer = team.viewer.client.checklists;
    expect(await codeOf(viewer.add({ taskId: task.id, title: 'Theirs' }))).toBe('data/forbidden');
    expect(await codeOf(viewer.update({ itemId: item.id, changes: { done: true } }))).toBe(
      'data/forbidden',
    );
    expect(await codeOf(viewer.delete(item.id))).toBe('data/forbidden');
    expect(await codeOf(viewer.move({ itemId: item.id, aboveId: null }))).toBe('data/forbidden');
    expect(await codeOf(viewer.toTask(item.id))).toBe('data/forbidden');
    const outsider = team.outsider.client.checklists;
    expect(await outsider.list(task.id)).toEqual([]);
    expect(await codeOf(outsider.add({ taskId: task.id, title: 'Theirs' }))).toBe('data/forbidden');
    expect(await codeOf(outsider.update({ itemId: item.id, changes: { done: true } }))).toBe(
      'data/not-found',
    );
    expect(await codeOf(outsider.delete(item.id))).toBe('data/not-found');
    expect(await titles(task.id)).toEqual(['  Mine']);
  });

  it('refuses bad titles before any request, and a full checklist with checklist/full', async () => {
    const task = await newTask();
    const empty = await failure(team.member.client.checklists.add({ taskId: task.id, title: ' ' }));
    expect(empty).toMatchObject({ code: 'data/invalid', status: null });
    expect(empty.fieldErrors.title).toEqual(['Item cannot be empty']);
    const long = team.member.client.checklists.update({
      itemId: crypto.randomUUID(),
      changes: { title: 'x'.repeat(201) },
    });
    expect((await failure(long)).fieldErrors.title).toBeDefined();
    await adminSql(
      backend,
      `insert into public.task_checklist_items (task_id, title)
       select $1, 'Item ' || n from generate_series(1, $2::int) n`,
      [task.id, CHECKLIST_ITEMS_PER_TASK_MAX],
    );
    expect(
      await codeOf(team.member.client.checklists.add({ taskId: task.id, title: 'One more' })),
    ).toBe('checklist/full');
  });

  it('turns an item into a task of the same board', async () => {
    const task = await newTask();
    const item = await team.member.client.checklists.add({ taskId: task.id, title: 'Own task' });
    const created = await team.member.client.checklists.toTask(item.id);
    expect(created).toMatchObject({
      board_id: boardId,
      title: 'Own task',
      created_by: team.member.id,
    });
    expect(await team.member.client.checklists.list(task.id)).toEqual([]);
  });

  it('sends item changes on the task channel and the progress on the board channel', async () => {
    const task = await newTask();
    const items = new EventLog<string>();
    const progress = new EventLog<string>();
    const status = new EventLog<ChannelStatus>();
    const boardStatus = new EventLog<ChannelStatus>();
    const { realtime } = team.viewer.client;
    const onTask = realtime.subscribeTask(task.id, {
      onChecklistItemInserted: (item) => items.push(`added ${item.title}`),
      onChecklistItemUpdated: (item) =>
        items.push(`${item.done ? 'checked' : 'unchecked'} ${item.title}`),
      onChecklistItemDeleted: (old) => items.push(`deleted ${old.title}`),
      onStatus: status.push,
    });
    const onBoard = realtime.subscribeBoard(boardId, {
      onTaskUpdated: (row) => {
        if (row.id === task.id) progress.push(`${row.checklist_done}/${row.checklist_total}`);
      },
      onStatus: boardStatus.push,
    });
    await status.waitFor((s) => s === 'live', 'task channel live');
    await boardStatus.waitFor((s) => s === 'live', 'board channel live');
    const { checklists } = team.member.client;
    const item = await checklists.add({ taskId: task.id, title: 'Live' });
    await items.waitFor((e) => e === 'added Live', 'insert');
    await progress.waitFor((e) => e === '0/1', 'progress after add');
    await checklists.update({ itemId: item.id, changes: { done: true } });
    await items.waitFor((e) => e === 'checked Live', 'update');
    await progress.waitFor((e) => e === '1/1', 'progress after check');
    await checklists.delete(item.id);
    await items.waitFor((e) => e === 'deleted Live', 'delete');
    await Promise.all([onTask.unsubscribe(), onBoard.unsubscribe()]);
  });
});
