import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addState, buildStatesWorld, type StatesWorld } from './board-states-world.js';
import { adminQuery, asActor, pgError, query, startBackend } from './helpers.js';
import { createBoard, createTask } from './world.js';

describe.each(engines)('WIP limits on moves on %s', (engine) => {
  let backend: TestBackend;
  let world: StatesWorld;

  const moveTo = (taskId: string, stateId: string) =>
    query(backend, world.users.member, 'select id from public.move_task_to_state($1, $2)', [
      taskId,
      stateId,
    ]);
  const limit = (stateId: string, wipLimit: number, hard: boolean) =>
    query(
      backend,
      world.users.admin,
      'update public.board_states set wip_limit = $2, wip_hard_limit = $3 where id = $1',
      [stateId, wipLimit, hard],
    );

  beforeAll(async () => {
    backend = await startBackend(engine);
    world = await buildStatesWorld(backend);
  });
  afterAll(() => backend?.stop());

  it('lets a move pass a soft limit and refuses one past a hard limit', async () => {
    const board = await createBoard(backend, world.workspaceId, 'Limited');
    const qa = await addState(backend, world.users.admin, board, 'QA', 'started');
    const tasks = [];
    for (const title of ['one', 'two', 'three']) {
      tasks.push(await createTask(backend, world.users.member, board, { title, status: 'todo' }));
    }
    const [one, two, three] = tasks.map((task) => task.id) as [string, string, string];
    await limit(qa, 1, false);
    await moveTo(one, qa);
    await moveTo(two, qa);

    await limit(qa, 2, true);
    const refused = await pgError(moveTo(three, qa));
    expect(refused.code).toBe('23514');
    expect(refused.message).toMatch(/^state\/wip-limit: QA holds 2 of at most 2 tasks/);
    // A task already in the state still reorders within it.
    await moveTo(one, qa);
  });
});

describe.each(engines)('WIP limits on every write on %s', (engine) => {
  let backend: TestBackend;
  let world: StatesWorld;

  const asMember = (sql: string, params: unknown[] = []) =>
    query<{ id: string }>(backend, world.users.member, sql, params);
  /** A board whose added state `QA` takes at most one task (hard), with one task waiting. */
  const fullColumn = async () => {
    const board = await createBoard(backend, world.workspaceId, 'Limited');
    const qa = await addState(backend, world.users.admin, board, 'QA', 'started');
    await query(
      backend,
      world.users.admin,
      'update public.board_states set wip_limit = 1, wip_hard_limit = true where id = $1',
      [qa],
    );
    const first = await createTask(backend, world.users.member, board, { title: 'first' });
    const waiting = await createTask(backend, world.users.member, board, { title: 'waiting' });
    await asMember('update public.tasks set state_id = $2 where id = $1', [first.id, qa]);
    return { board, qa, first: first.id, waiting: waiting.id };
  };
  const expectWipRefusal = async (write: Promise<unknown>) => {
    const refused = await pgError(write);
    expect(refused.code).toBe('23514');
    expect(refused.message).toMatch(/^state\/wip-limit: QA holds 1 of at most 1 tasks/);
  };
  const heldBy = async (stateId: string) =>
    (await adminQuery(backend, 'select id from public.tasks where state_id = $1', [stateId]))
      .length;

  beforeAll(async () => {
    backend = await startBackend(engine);
    world = await buildStatesWorld(backend);
  });
  afterAll(() => backend?.stop());

  it('refuses a PATCH of state_id or an insert into a full column', async () => {
    const { board, qa, first, waiting } = await fullColumn();
    await expectWipRefusal(
      asMember('update public.tasks set state_id = $2 where id = $1', [waiting, qa]),
    );
    await expectWipRefusal(
      asMember('insert into public.tasks (board_id, title, state_id) values ($1, $2, $3)', [
        board,
        'straight in',
        qa,
      ]),
    );
    // The task already there still takes any other edit.
    await asMember(`update public.tasks set title = 'renamed' where id = $1`, [first]);
    expect(await heldBy(qa)).toBe(1);
  });

  it('refuses a PATCH of status into a full built-in column', async () => {
    const board = await createBoard(backend, world.workspaceId, 'Statuses');
    const done = await adminQuery<{ id: string }>(
      backend,
      `select id from public.board_states where board_id = $1 and status = 'done'`,
      [board],
    );
    const doneId = done[0]?.id as string;
    await adminQuery(
      backend,
      'update public.board_states set wip_limit = 1, wip_hard_limit = true, name = $2 where id = $1',
      [doneId, 'QA'],
    );
    const one = await createTask(backend, world.users.member, board, { status: 'todo' });
    const two = await createTask(backend, world.users.member, board, { status: 'todo' });
    await asMember(`update public.tasks set status = 'done' where id = $1`, [one.id]);
    await expectWipRefusal(
      asMember(`update public.tasks set status = 'done' where id = $1`, [two.id]),
    );
  });

  it('refuses a bulk edit that would fill a column past its limit, moving none', async () => {
    const { qa, first, waiting } = await fullColumn();
    await asMember(`update public.tasks set status = 'todo' where id = $1`, [first]);
    expect(await heldBy(qa)).toBe(0);
    const refused = await pgError(
      asMember('select public.bulk_update_tasks($1::json, $2::json)', [
        JSON.stringify([first, waiting]),
        JSON.stringify({ state_id: qa }),
      ]),
    );
    expect(refused.message).toMatch(/^state\/wip-limit: QA holds 1 of at most 1 tasks/);
    expect(await heldBy(qa)).toBe(0);
  });

  it('refuses to restore a task into a full column, and restores it once there is room', async () => {
    const { qa, first, waiting } = await fullColumn();
    const asAdmin = (sql: string, params: unknown[]) =>
      query<{ id: string }>(backend, world.users.admin, sql, params);
    await asAdmin('delete from public.tasks where id = $1', [first]);
    await asMember('update public.tasks set state_id = $2 where id = $1', [waiting, qa]);
    await expectWipRefusal(asAdmin('select id from public.restore_task($1)', [first]));
    await asAdmin('delete from public.tasks where id = $1', [waiting]);
    expect((await asAdmin('select id from public.restore_task($1)', [first])).rows).toHaveLength(1);
    expect(await heldBy(qa)).toBe(1);
  });

  it('lets an import (tandem.importing on) recreate a column as it was', async () => {
    const { board, qa } = await fullColumn();
    await asActor(
      backend,
      world.users.member,
      (tx) =>
        tx.query('insert into public.tasks (board_id, title, state_id) values ($1, $2, $3)', [
          board,
          'imported',
          qa,
        ]),
      { 'tandem.importing': 'on' },
    );
    expect(await heldBy(qa)).toBe(2);
  });
});
