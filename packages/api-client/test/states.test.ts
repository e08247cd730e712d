import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './support/backend.js';
import { codeOf, createTeam, failure, type Team } from './support/data.js';

describe.each(engines)('states on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  const newBoard = (name: string) =>
    team.admin.client.boards.create({ workspaceId: team.workspaceId, name });
  const names = async (boardId: string) =>
    (await team.viewer.client.states.list(boardId)).map((state) => state.name);

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'states');
  });
  afterAll(() => backend?.stop());

  it("lists a new board's six columns, and its tasks with their state", async () => {
    const board = await newBoard('Columns');
    const states = await team.viewer.client.states.list(board.id);
    expect(states.map((s) => [s.name, s.category, s.status])).toEqual([
      ['Backlog', 'backlog', 'backlog'],
      ['Todo', 'unstarted', 'todo'],
      ['In Progress', 'started', 'in_progress'],
      ['In Review', 'started', 'in_review'],
      ['Done', 'completed', 'done'],
      ['Canceled', 'canceled', 'canceled'],
    ]);
    const task = await team.member.client.tasks.create({
      boardId: board.id,
      title: 'Where am I',
      status: 'in_review',
    });
    const rows = await team.viewer.client.tasks.listBoard(board.id);
    expect(rows.find((row) => row.id === task.id)?.state_id).toBe(states[3]?.id);
  });

  it('lets an admin add, rename, recolour, limit, reorder and delete a state', async () => {
    const board = await newBoard('Shaped');
    const qa = await team.admin.client.states.create({
      boardId: board.id,
      name: ' QA ',
      category: 'started',
      wipLimit: 2,
    });
    expect(qa).toMatchObject({ name: 'QA', category: 'started', status: null, wip_limit: 2 });
    const renamed = await team.owner.client.states.update({
      stateId: qa.id,
      changes: { name: 'Quality', color: '#00aa00', wipLimit: null },
    });
    expect(renamed).toMatchObject({ name: 'Quality', color: '#00aa00', wip_limit: null });

    const [, todo, inProgress] = await team.admin.client.states.list(board.id);
    await team.admin.client.states.move({
      stateId: qa.id,
      aboveId: todo?.id,
      belowId: inProgress?.id,
    });
    expect(await names(board.id)).toEqual([
      'Backlog',
      'Todo',
      'Quality',
      'In Progress',
      'In Review',
      'Done',
      'Canceled',
    ]);
    await team.admin.client.states.delete({ stateId: qa.id });
    expect(await names(board.id)).not.toContain('Quality');
  });

  it('creates a task right in an added state, with the status of its category', async () => {
    const board = await newBoard('Straight in');
    const qa = await team.admin.client.states.create({
      boardId: board.id,
      name: 'QA',
      category: 'started',
    });
    const task = await team.member.client.tasks.create({
      boardId: board.id,
      title: 'Check the release',
      stateId: qa.id,
    });
    expect(task).toMatchObject({ state_id: qa.id, status: 'in_progress' });
    const other = await newBoard('Elsewhere');
    expect(
      await codeOf(
        team.member.client.tasks.create({ boardId: other.id, title: 'Lost', stateId: qa.id }),
      ),
    ).toBe('data/invalid');
  });

  it('tells how full each state is against its limit', async () => {
    const board = await newBoard('Loaded');
    const [, todo] = await team.admin.client.states.list(board.id);
    await team.admin.client.states.update({ stateId: todo?.id ?? '', changes: { wipLimit: 1 } });
    for (const title of ['one', 'two']) {
      await team.member.client.tasks.create({ boardId: board.id, title, status: 'todo' });
    }
    const load = await team.viewer.client.states.load(board.id);
    expect(load).toHaveLength(6);
    expect(load[1]).toEqual({
      state_id: todo?.id,
      task_count: 2,
      wip_limit: 1,
      wip_hard_limit: false,
      over_limit: true,
    });
    expect(await team.outsider.client.states.load(board.id)).toEqual([]);
  });

  it('moves the tasks of a deleted state to the one named, with typed refusals', async () => {
    const board = await newBoard('Pruned');
    const states = await team.admin.client.states.list(board.id);
    const [backlog, todo, inProgress, inReview] = states;
    const task = await team.member.client.tasks.create({
      boardId: board.id,
      title: 'Under review',
      status: 'in_review',
    });
    expect(await codeOf(team.admin.client.states.delete({ stateId: inReview?.id ?? '' }))).toBe(
      'state/has-tasks',
    );
    expect(
      await codeOf(
        team.admin.client.states.delete({ stateId: backlog?.id ?? '', moveTo: todo?.id }),
      ),
    ).toBe('state/last-of-category');

    await team.admin.client.states.delete({ stateId: inReview?.id ?? '', moveTo: inProgress?.id });
    const rows = await team.member.client.tasks.listBoard(board.id);
    expect(rows.find((row) => row.id === task.id)).toMatchObject({
      state_id: inProgress?.id,
      status: 'in_progress',
    });
  });

  it('refuses members, viewers and outsiders, and bad input before any request', async () => {
    const board = await newBoard('Guarded');
    const [first] = await team.admin.client.states.list(board.id);
    for (const actor of [team.member, team.viewer]) {
      expect(
        await codeOf(
          actor.client.states.create({ boardId: board.id, name: 'No', category: 'started' }),
        ),
      ).toBe('data/forbidden');
      expect(
        await codeOf(
          actor.client.states.update({ stateId: first?.id ?? '', changes: { name: 'No' } }),
        ),
      ).toBe('data/forbidden');
      expect(await codeOf(actor.client.states.move({ stateId: first?.id ?? '' }))).toBe(
        'data/forbidden',
      );
      expect(await codeOf(actor.client.states.delete({ stateId: first?.id ?? '' }))).toBe(
        'data/forbidden',
      );
    }
    expect(await team.outsider.client.states.list(board.id)).toEqual([]);
    expect(
      await codeOf(
        team.outsider.client.states.update({ stateId: first?.id ?? '', changes: { name: 'No' } }),
      ),
    ).toBe('data/not-found');
    expect(await codeOf(team.outsider.client.states.delete({ stateId: first?.id ?? '' }))).toBe(
      'data/not-found',
    );

    const duplicate = await failure(
      team.admin.client.states.create({ boardId: board.id, name: 'todo', category: 'unstarted' }),
    );
    expect(duplicate.code).toBe('data/duplicate');
    const invalid = await failure(
      team.admin.client.states.create({
        boardId: board.id,
        name: 'QA',
        category: 'started',
        color: 'green',
        wipLimit: 0,
      }),
    );
    expect(invalid.code).toBe('data/invalid');
    expect(Object.keys(invalid.fieldErrors ?? {}).sort()).toEqual(['color', 'wipLimit']);
  });
});
