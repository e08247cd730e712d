import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './support/backend.js';
import { addMembership, createTeam, type Team } from './support/data.js';

describe.each(engines)('tasks.assignedToMe on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let other: Team;
  let qaId: string;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'mine');
    other = await createTeam(backend, 'mine-other');
    // The member of `team` also belongs to a second workspace.
    await addMembership(backend, other.workspaceId, team.member.id, 'member');
    const board = await team.owner.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'Roadmap',
    });
    const elsewhere = await other.owner.client.boards.create({
      workspaceId: other.workspaceId,
      name: 'Bugs',
    });
    const create = team.owner.client.tasks.create;
    // The board's own column: a started state added beside the built-in ones.
    const qa = await team.owner.client.states.create({
      boardId: board.id,
      name: 'QA / Testing',
      category: 'started',
    });
    qaId = qa.id;
    const undated = await create({
      boardId: board.id,
      title: 'Undated',
      assigneeId: team.member.id,
    });
    await team.owner.client.tasks.move({ taskId: undated.id, stateId: qa.id });
    await create({
      boardId: board.id,
      title: 'Late',
      assigneeId: team.member.id,
      dueDate: '2020-01-02',
    });
    await create({ boardId: board.id, title: 'Not mine', assigneeId: team.admin.id });
    await create({
      boardId: board.id,
      title: 'Finished',
      status: 'done',
      assigneeId: team.member.id,
    });
    await other.owner.client.tasks.create({
      boardId: elsewhere.id,
      title: 'Next year',
      assigneeId: team.member.id,
      dueDate: '2030-06-01',
    });
    // Another workspace's task assigned to someone who cannot see it stays hidden.
    await other.owner.client.tasks.create({
      boardId: elsewhere.id,
      title: 'Hidden',
      assigneeId: other.member.id,
    });
  });
  afterAll(() => backend?.stop());

  it('lists my open tasks across workspaces, soonest due first and undated last', async () => {
    const tasks = await team.member.client.tasks.assignedToMe();
    expect(tasks.map((task) => task.title)).toEqual(['Late', 'Next year', 'Undated']);
    const [late, nextYear] = tasks;
    expect(late?.board).toEqual({ id: late?.board_id, name: 'Roadmap' });
    expect(late?.workspace.slug).toBe(team.slug);
    expect(nextYear?.workspace).toMatchObject({ id: other.workspaceId, slug: other.slug });
  });

  it('names each task’s column as its board does, an added one too', async () => {
    const tasks = await team.member.client.tasks.assignedToMe();
    const byTitle = new Map(tasks.map((task) => [task.title, task]));
    expect(byTitle.get('Undated')?.state).toEqual({
      id: qaId,
      name: 'QA / Testing',
      category: 'started',
      status: null,
    });
    // Its status says only the category's built-in one; the column is what the app shows.
    expect(byTitle.get('Undated')?.status).toBe('in_progress');
    for (const task of tasks) expect(task.state.id).toBe(task.state_id);
    expect(byTitle.get('Late')?.state).toMatchObject({ name: 'Backlog', status: 'backlog' });
  });

  it('shows nothing of a workspace the user does not belong to', async () => {
    expect(await team.outsider.client.tasks.assignedToMe()).toEqual([]);
    expect((await other.member.client.tasks.assignedToMe()).map((task) => task.title)).toEqual([
      'Hidden',
    ]);
  });

  it('drops the tasks of an archived board', async () => {
    const tasks = await other.member.client.tasks.assignedToMe();
    await other.owner.client.boards.archive(tasks[0]?.board_id ?? '');
    expect(await other.member.client.tasks.assignedToMe()).toEqual([]);
  });
});
