import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUser, startBackend } from './support/backend.js';
import { adminSql, createTeam, newActor, type Team } from './support/data.js';

// Deleting an account keeps what it wrote: the database sets its author columns to null
// (`on delete set null`), and every list must still show those rows, and all the others.
describe.each(engines)('rows of a deleted account on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let taskId: string;
  let taskNumber: number;
  let boardId: string;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'gone');
    const board = await team.owner.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'Leftovers',
    });
    boardId = board.id;
    const leaver = team.admin.client;
    const task = await leaver.tasks.create({
      boardId: board.id,
      title: 'Written by someone who left',
    });
    taskId = task.id;
    taskNumber = task.number;
    await team.owner.client.comments.create({ taskId: task.id, body: 'Before' });
    await leaver.comments.create({ taskId: task.id, body: 'From the leaver' });
    await team.member.client.comments.create({ taskId: task.id, body: 'After' });
    await leaver.boards.create({ workspaceId: team.workspaceId, name: 'Left behind' });
    const invitee = await newActor(backend, 'gone-invitee');
    await leaver.invitations.invite({
      workspaceId: team.workspaceId,
      email: invitee.email,
      role: 'member',
    });
    await deleteUser(backend, team.admin.id);
  });
  afterAll(() => backend?.stop());

  it('leaves the rows with a null author in the database', async () => {
    const [row] = await adminSql<{ count: number }>(
      backend,
      'select count(*)::int as count from public.profiles where id = $1',
      [team.admin.id],
    );
    expect(row?.count).toBe(0);
  });

  it('lists every comment of the task, the deleted author’s with author_id null', async () => {
    const page = await team.owner.client.comments.list(taskId);
    expect(page.items.map((comment) => [comment.body, comment.author_id])).toEqual([
      ['Before', team.owner.id],
      ['From the leaver', null],
      ['After', team.member.id],
    ]);
  });

  it('loads the task the deleted account created, created_by null', async () => {
    const task = await team.member.client.tasks.getByNumber({
      workspaceId: team.workspaceId,
      number: taskNumber,
    });
    expect(task).toMatchObject({ id: taskId, created_by: null });
    const tasks = await team.member.client.tasks.listBoard(boardId);
    expect(tasks.map((each) => each.created_by)).toEqual([null]);
  });

  it('lists the board the deleted account created, created_by null', async () => {
    const boards = await team.member.client.boards.list(team.workspaceId);
    expect(boards.find((board) => board.name === 'Left behind')).toMatchObject({
      created_by: null,
    });
    expect(boards.find((board) => board.id === boardId)).toMatchObject({
      created_by: team.owner.id,
    });
  });

  it('lists the invitation the deleted account sent, invited_by null', async () => {
    const pending = await team.owner.client.invitations.listPending(team.workspaceId);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ role: 'member', invited_by: null });
  });
});
