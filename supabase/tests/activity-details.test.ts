import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminQuery, query, startBackend } from './helpers.js';
import { createTeam, type Team, updateTask } from './notification-team.js';
import { createBoard } from './world.js';

interface Entry {
  kind: string;
  actor_id: string | null;
  board_id: string | null;
  task_id: string | null;
  payload: Record<string, unknown>;
}

// What the activity feed words its entries with, per kind of change.
describe.each(engines)('activity details on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());
  beforeEach(async () => {
    team = await createTeam(backend);
  });

  /** The task's entries of `kind`, newest last. */
  const entries = (kind: string, taskId = team.taskId) =>
    adminQuery<Entry>(
      backend,
      'select kind, actor_id, board_id, task_id, payload from public.activity where task_id = $1 and kind = $2 order by id',
      [taskId, kind],
    );
  const lastChange = async (field: string) => {
    const rows = await entries('task.updated');
    const changes = rows.at(-1)?.payload.changes as Record<string, unknown> | undefined;
    return changes?.[field];
  };

  it('a move names the states it went from and to', async () => {
    await updateTask(backend, team.member, team.taskId, 'status', 'in_review');
    const [moved] = await entries('task.moved');
    expect(moved?.payload).toMatchObject({
      number: 1,
      title: 'Ship it',
      from: 'todo',
      to: 'in_review',
      from_name: 'Todo',
      to_name: 'In Review',
      actor_name: 'Mia',
    });
    expect(moved?.board_id).toBe(team.boardId);
  });

  it('a move to another board names both boards', async () => {
    const other = await createBoard(backend, team.workspaceId, 'Bugs');
    await updateTask(backend, team.member, team.taskId, 'board_id', other);
    const [moved] = await entries('task.moved');
    expect(moved?.payload).toMatchObject({
      from_board_id: team.boardId,
      from_board_name: 'Roadmap',
      board_id: other,
      board_name: 'Bugs',
    });
    expect(moved?.board_id).toBe(other);
  });

  it('a priority change names both priorities', async () => {
    await updateTask(backend, team.member, team.taskId, 'priority', 'high');
    await updateTask(backend, team.member, team.taskId, 'priority', 'urgent');
    expect(await lastChange('priority')).toEqual({
      from: 'high',
      to: 'urgent',
      from_name: 'High',
      to_name: 'Urgent',
    });
  });

  it('an assignment names the people, and unassigning too', async () => {
    await updateTask(backend, team.member, team.taskId, 'assignee_id', team.admin.id);
    expect(await lastChange('assignee_id')).toEqual({
      from: null,
      to: team.admin.id,
      from_name: null,
      to_name: 'Adam',
    });
    await updateTask(backend, team.member, team.taskId, 'assignee_id', null);
    expect(await lastChange('assignee_id')).toEqual({
      from: team.admin.id,
      to: null,
      from_name: 'Adam',
      to_name: null,
    });
  });

  it('a rename gives the old and the new title', async () => {
    await updateTask(backend, team.member, team.taskId, 'title', 'Ship it now');
    const [entry] = await entries('task.updated');
    expect(entry?.payload).toMatchObject({
      title: 'Ship it now',
      fields: ['title'],
      changes: { title: { from: 'Ship it', to: 'Ship it now' } },
    });
  });

  it('due date, labels and description changes, listed in one entry', async () => {
    await query(
      backend,
      team.member,
      `update public.tasks set due_date = '2026-12-24', labels = '{ops}', description = 'Why'
       where id = $1`,
      [team.taskId],
    );
    const [entry] = await entries('task.updated');
    expect(entry?.payload.fields).toEqual(['description', 'due_date', 'labels']);
    expect(entry?.payload.changes).toEqual({
      description: {},
      due_date: { from: null, to: '2026-12-24' },
      labels: { from: [], to: ['ops'] },
    });
  });

  it('names changes nobody signed in made "Tandem"', async () => {
    await adminQuery(backend, "update public.tasks set priority = 'low' where id = $1", [
      team.taskId,
    ]);
    const [entry] = await entries('task.updated');
    expect(entry?.actor_id).toBeNull();
    expect(entry?.payload.actor_name).toBe('Tandem');
    const seeded = await adminQuery<{ names: string[] }>(
      backend,
      `select array_agg(distinct payload ->> 'actor_name') as names from public.activity
       where actor_id is null`,
    );
    expect(seeded[0]?.names).toEqual(['Tandem']);
  });

  it('lets the feed be filtered by board and by person', async () => {
    const other = await createBoard(backend, team.workspaceId, 'Bugs');
    await query(backend, team.admin, 'insert into public.tasks (board_id, title) values ($1, $2)', [
      other,
      'Elsewhere',
    ]);
    const byBoard = await query<Entry>(
      backend,
      team.viewer,
      'select kind, board_id from public.activity where workspace_id = $1 and board_id = $2',
      [team.workspaceId, other],
    );
    expect(byBoard.rows.map((row) => row.kind).sort()).toEqual(['board.created', 'task.created']);
    const byPerson = await query<Entry>(
      backend,
      team.viewer,
      'select kind, actor_id from public.activity where workspace_id = $1 and actor_id = $2',
      [team.workspaceId, team.admin.id],
    );
    expect(byPerson.rows.map((row) => row.kind)).toEqual(['task.created']);
  });
});
