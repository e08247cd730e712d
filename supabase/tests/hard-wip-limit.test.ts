import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addState, buildStatesWorld, type StatesWorld } from './board-states-world.js';
import { pgError, query, startBackend } from './helpers.js';
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
