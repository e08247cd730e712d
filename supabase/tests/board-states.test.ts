import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { TASK_STATUSES } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addState,
  buildStatesWorld,
  type StatesWorld,
  stateNamed,
  statesOf,
} from './board-states-world.js';
import { adminQuery, pgError, query, startBackend } from './helpers.js';
import { createBoard, createTask } from './world.js';

interface TaskState {
  id: string;
  status: string;
  state_id: string;
  position: string;
  completed_at: string | null;
}

describe.each(engines)('board states on %s', (engine) => {
  let backend: TestBackend;
  let world: StatesWorld;

  const taskOf = async (id: string) =>
    (
      await adminQuery<TaskState>(
        backend,
        'select id, status, state_id, position, completed_at from public.tasks where id = $1',
        [id],
      )
    )[0] as TaskState;
  const asMember = (sql: string, params: unknown[]) =>
    query(backend, world.users.member, sql, params);
  const asAdmin = (sql: string, params: unknown[]) =>
    query(backend, world.users.admin, sql, params);
  const freshBoard = () => createBoard(backend, world.workspaceId, 'Another');

  beforeAll(async () => {
    backend = await startBackend(engine);
    world = await buildStatesWorld(backend);
  });
  afterAll(() => backend?.stop());

  it("gives a new board today's six columns, in order, one per status", async () => {
    const states = await statesOf(backend, world.boardId);
    expect(states.map((s) => s.name)).toEqual([
      'Backlog',
      'Todo',
      'In Progress',
      'In Review',
      'Done',
      'Canceled',
    ]);
    expect(states.map((s) => s.status)).toEqual([...TASK_STATUSES]);
    expect(states.map((s) => s.category)).toEqual([
      'backlog',
      'unstarted',
      'started',
      'started',
      'completed',
      'canceled',
    ]);
  });

  it('keeps state and status in step, whichever one is written', async () => {
    const board = await freshBoard();
    const qa = await addState(backend, world.users.admin, board, 'QA', 'started');
    const done = await stateNamed(backend, board, 'Done');
    const task = await createTask(backend, world.users.member, board, { status: 'todo' });
    expect((await taskOf(task.id)).state_id).toBe((await stateNamed(backend, board, 'Todo')).id);

    await asMember('select public.move_task_to_state($1, $2)', [task.id, qa]);
    expect(await taskOf(task.id)).toMatchObject({ state_id: qa, status: 'in_progress' });

    await asMember('update public.tasks set state_id = $2 where id = $1', [task.id, done.id]);
    const finished = await taskOf(task.id);
    expect(finished).toMatchObject({ state_id: done.id, status: 'done' });
    expect(finished.completed_at).not.toBeNull();

    await asMember(`update public.tasks set status = 'in_review' where id = $1`, [task.id]);
    expect(await taskOf(task.id)).toMatchObject({
      state_id: (await stateNamed(backend, board, 'In Review')).id,
      completed_at: null,
    });

    const inserted = await asMember(
      'insert into public.tasks (board_id, title, state_id) values ($1, $2, $3) returning status',
      [board, 'Straight into QA', qa],
    );
    expect(inserted.rows[0]).toEqual({ status: 'in_progress' });
  });

  it('moves by status into the state that stands for it, and orders within a state', async () => {
    const board = await freshBoard();
    const [a, b, c] = [
      await createTask(backend, world.users.member, board, { status: 'todo' }),
      await createTask(backend, world.users.member, board, { status: 'todo' }),
      await createTask(backend, world.users.member, board),
    ];
    const todo = (await stateNamed(backend, board, 'Todo')).id;
    await asMember('select public.move_task($1, $2, $3, null)', [c.id, 'todo', b.id]);
    const column = await adminQuery<{ id: string }>(
      backend,
      'select id from public.tasks where state_id = $1 order by position, id',
      [todo],
    );
    expect(column.map((t) => t.id)).toEqual([a.id, c.id, b.id]);
  });

  it('refuses a state of another board and a move the category rule refuses', async () => {
    const board = await freshBoard();
    const qa = await addState(backend, world.users.admin, board, 'QA', 'started');
    const task = await createTask(backend, world.users.member, board, { status: 'canceled' });
    const elsewhere = (await stateNamed(backend, world.boardId, 'Todo')).id;
    const foreign = await pgError(
      asMember('select public.move_task_to_state($1, $2)', [task.id, elsewhere]),
    );
    expect(foreign.message).toMatch(/^data\/invalid: that state is not on the task's board/);
    const reopenedStarted = await pgError(
      asMember('select public.move_task_to_state($1, $2)', [task.id, qa]),
    );
    expect(reopenedStarted.message).toMatch(/^data\/invalid: a task cannot go from canceled/);
    const todo = (await stateNamed(backend, board, 'Todo')).id;
    await asMember('select public.move_task_to_state($1, $2)', [task.id, todo]);
    expect((await taskOf(task.id)).status).toBe('todo');
  });

  it('deletes a state holding tasks only with a target, moving them in order', async () => {
    const board = await freshBoard();
    const qa = await addState(backend, world.users.admin, board, 'QA', 'started');
    const inProgress = (await stateNamed(backend, board, 'In Progress')).id;
    const existing = await createTask(backend, world.users.member, board, {
      status: 'in_progress',
    });
    const moved = [];
    for (const title of ['one', 'two', 'three']) {
      const task = await createTask(backend, world.users.member, board, { title });
      await asMember('select public.move_task_to_state($1, $2)', [task.id, qa]);
      moved.push(task.id);
    }
    const direct = await pgError(asAdmin('delete from public.board_states where id = $1', [qa]));
    expect(direct.message).toMatch(/^state\/has-tasks:/);
    const noTarget = await pgError(asAdmin('select public.delete_board_state($1)', [qa]));
    expect(noTarget.message).toMatch(/^state\/has-tasks:/);

    await asAdmin('select public.delete_board_state($1, $2)', [qa, inProgress]);
    const column = await adminQuery<{ id: string; status: string }>(
      backend,
      'select id, status from public.tasks where state_id = $1 order by position, id',
      [inProgress],
    );
    expect(column.map((t) => t.id)).toEqual([existing.id, ...moved]);
    expect((await statesOf(backend, board)).map((s) => s.name)).not.toContain('QA');
  });

  it('keeps one state of each category, and refuses what the category rule refuses', async () => {
    const board = await freshBoard();
    const states = await statesOf(backend, board);
    const [backlog, todo, , inReview, , canceled] = states.map((s) => s.id);
    const task = await createTask(backend, world.users.member, board);
    const last = await pgError(
      asAdmin('select public.delete_board_state($1, $2)', [backlog, todo]),
    );
    expect(last.message).toMatch(/^state\/last-of-category: a board keeps at least one backlog/);
    expect((await taskOf(task.id)).state_id).toBe(backlog);

    await createTask(backend, world.users.member, board, { status: 'canceled' });
    const rule = await pgError(
      asAdmin('select public.delete_board_state($1, $2)', [canceled, inReview]),
    );
    expect(rule.message).toMatch(/^data\/invalid: tasks cannot go from a canceled state/);

    // With In Review gone, a write of that status lands in the first started state.
    await asAdmin('select public.delete_board_state($1)', [inReview]);
    await asMember('select public.move_task($1, $2)', [task.id, 'in_review']);
    expect(await taskOf(task.id)).toMatchObject({
      state_id: (await stateNamed(backend, board, 'In Progress')).id,
      status: 'in_progress',
    });
  });

  it('restores a deleted task into the state it left, or the one for its status', async () => {
    const board = await freshBoard();
    const qa = await addState(backend, world.users.admin, board, 'QA', 'started');
    const [kept, orphan] = [
      await createTask(backend, world.users.member, board),
      await createTask(backend, world.users.member, board),
    ];
    for (const task of [kept, orphan]) {
      await asMember('select public.move_task_to_state($1, $2)', [task.id, qa]);
      await asAdmin('delete from public.tasks where id = $1', [task.id]);
    }
    await asAdmin('select public.restore_task($1)', [kept.id]);
    expect((await taskOf(kept.id)).state_id).toBe(qa);
    await asAdmin('delete from public.tasks where id = $1', [kept.id]);
    await asAdmin('select public.delete_board_state($1)', [qa]);
    await asAdmin('select public.restore_task($1)', [orphan.id]);
    expect(await taskOf(orphan.id)).toMatchObject({
      state_id: (await stateNamed(backend, board, 'In Progress')).id,
      status: 'in_progress',
    });
  });

  it('puts a new column before the done columns, and a new done column at the end', async () => {
    const board = await freshBoard();
    await addState(backend, world.users.admin, board, 'QA', 'started');
    await addState(backend, world.users.admin, board, 'Blocked', 'unstarted');
    await addState(backend, world.users.admin, board, 'Shipped', 'completed');
    expect((await statesOf(backend, board)).map((s) => s.name)).toEqual([
      'Backlog',
      'Todo',
      'In Progress',
      'In Review',
      'QA',
      'Blocked',
      'Done',
      'Canceled',
      'Shipped',
    ]);
  });

  it('reorders states between neighbours', async () => {
    const board = await freshBoard();
    const [backlog, todo, , , done] = (await statesOf(backend, board)).map((s) => s.id);
    await asAdmin('select public.move_board_state($1, $2, $3)', [done, todo, backlog]);
    expect((await statesOf(backend, board)).map((s) => s.name)).toEqual([
      'Backlog',
      'Done',
      'Todo',
      'In Progress',
      'In Review',
      'Canceled',
    ]);
    const self = await pgError(asAdmin('select public.move_board_state($1, $1)', [done]));
    expect(self.message).toMatch(/^data\/invalid/);
  });

  it('checks names, categories, limits and the number of states', async () => {
    const board = await freshBoard();
    const todo = (await stateNamed(backend, board, 'Todo')).id;
    const twin = await pgError(addState(backend, world.users.admin, board, 'todo', 'unstarted'));
    expect(twin.code).toBe('23505');
    const recategorised = await pgError(
      asAdmin(`update public.board_states set category = 'started' where id = $1`, [todo]),
    );
    expect(recategorised.message).toMatch(/^data\/invalid: a state's category cannot change/);
    const hardWithoutLimit = await pgError(
      asAdmin('update public.board_states set wip_hard_limit = true where id = $1', [todo]),
    );
    expect(hardWithoutLimit.code).toBe('23514');
    for (let i = 7; i <= 20; i += 1) {
      await addState(backend, world.users.admin, board, `Step ${i}`, 'started');
    }
    const tooMany = await pgError(addState(backend, world.users.admin, board, 'More', 'started'));
    expect(tooMany.message).toMatch(/^data\/invalid: a board has at most 20 states/);
  });

  it("counts each state's tasks against its limit, for members only", async () => {
    const board = await freshBoard();
    const todo = (await stateNamed(backend, board, 'Todo')).id;
    await asAdmin('update public.board_states set wip_limit = 1 where id = $1', [todo]);
    for (const title of ['one', 'two']) {
      await createTask(backend, world.users.member, board, { title, status: 'todo' });
    }
    const load = await query<{ state_id: string; task_count: number; over_limit: boolean }>(
      backend,
      world.users.viewer,
      'select state_id, task_count, wip_limit, over_limit from public.board_state_load($1)',
      [board],
    );
    expect(load.rows).toHaveLength(6);
    expect(load.rows[1]).toEqual({ state_id: todo, task_count: 2, wip_limit: 1, over_limit: true });
    expect(load.rows.filter((row) => row.over_limit)).toHaveLength(1);
    const outsider = await query(
      backend,
      world.users.outsider,
      'select * from public.board_state_load($1)',
      [board],
    );
    expect(outsider.rows).toEqual([]);
  });

  it("broadcasts a board's state changes on its channel", async () => {
    const board = await freshBoard();
    const qa = await addState(backend, world.users.admin, board, 'QA', 'started');
    await asAdmin(`update public.board_states set name = 'Quality' where id = $1`, [qa]);
    await asAdmin('delete from public.board_states where id = $1', [qa]);
    const messages = await adminQuery<{ event: string }>(
      backend,
      `select event from realtime.messages
       where topic = $1 and payload ->> 'table' = 'board_states'
         and coalesce(payload -> 'record' ->> 'id', payload -> 'old_record' ->> 'id') = $2
       order by inserted_at`,
      [`board:${board}`, qa],
    );
    expect(messages.map((m) => m.event)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
  });
});
