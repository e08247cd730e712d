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

  /** Adds the column "QA / Testing" (a started state) to the team's board, as its admin. */
  const addQa = async () => {
    const { rows } = await query<{ id: string }>(
      backend,
      team.admin,
      "insert into public.board_states (board_id, name, category) values ($1, 'QA / Testing', 'started') returning id",
      [team.boardId],
    );
    return rows[0]?.id as string;
  };
  const stateNamed = async (name: string) => {
    const rows = await adminQuery<{ id: string }>(
      backend,
      'select id from public.board_states where board_id = $1 and name = $2',
      [team.boardId, name],
    );
    return rows[0]?.id as string;
  };
  const moveTo = (stateId: string) =>
    query(backend, team.member, 'select public.move_task_to_state($1, $2)', [team.taskId, stateId]);

  it('a move names the columns as the board named them then, an added one too', async () => {
    const qa = await addQa();
    const todo = await stateNamed('Todo');
    await moveTo(qa);
    const [moved] = await entries('task.moved');
    expect(moved?.payload).toMatchObject({
      from: 'todo',
      to: 'in_progress',
      from_state_id: todo,
      to_state_id: qa,
      from_state_name: 'Todo',
      to_state_name: 'QA / Testing',
    });
    // A later rename leaves the entry as it was.
    await query(
      backend,
      team.admin,
      "update public.board_states set name = 'Quality' where id = $1",
      [qa],
    );
    const [kept] = await entries('task.moved');
    expect(kept?.payload.to_state_name).toBe('QA / Testing');
  });

  it('a move between two columns of one status is a move too', async () => {
    const qa = await addQa();
    await moveTo(await stateNamed('In Progress'));
    await moveTo(qa);
    const moves = await entries('task.moved');
    expect(
      moves.map((entry) => [entry.payload.from_state_name, entry.payload.to_state_name]),
    ).toEqual([
      ['Todo', 'In Progress'],
      ['In Progress', 'QA / Testing'],
    ]);
    expect(moves[1]?.payload).toMatchObject({ from: 'in_progress', to: 'in_progress' });
  });

  it('a reorder inside a column is not logged', async () => {
    await moveTo(await stateNamed('Todo'));
    expect(await entries('task.moved')).toEqual([]);
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
