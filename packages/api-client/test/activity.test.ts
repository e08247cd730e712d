import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { PAGE_SIZE } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './support/backend.js';
import {
  ACME,
  adminSql,
  codeOf,
  collectPages,
  createTeam,
  demoActors,
  type Team,
  taskWithBulkComments,
} from './support/data.js';

describe.each(engines)('activity on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'activity');
  });
  afterAll(() => backend?.stop());

  it('lists what happened in a workspace, newest first, with actors', async () => {
    const task = await taskWithBulkComments(backend, team, 0);
    await team.member.client.tasks.move({ taskId: task.id, toStatus: 'todo' });
    const { items, nextCursor } = await team.viewer.client.activity.listWorkspace(team.workspaceId);
    expect(nextCursor).toBeNull();
    expect(items.slice(0, 3).map((a) => [a.kind, a.actor_id])).toEqual([
      ['task.moved', team.member.id],
      ['task.created', team.member.id],
      ['board.created', team.admin.id],
    ]);
    expect(items[0]?.payload).toMatchObject({ from: 'backlog', to: 'todo', number: task.number });
    expect(items.filter((a) => a.kind === 'member.joined')).toHaveLength(4);

    const history = await team.viewer.client.activity.listTask(task.id);
    expect(history.items.map((a) => a.kind)).toEqual(['task.moved', 'task.created']);
  });

  it('pages by 50 across more than 50 entries, by (created_at, id)', async () => {
    // 110 comment.created entries with one created_at, cut by id.
    const task = await taskWithBulkComments(backend, team, 110);
    await team.member.client.comments.create({ taskId: task.id, body: 'last word' });

    const expectedTask = await adminSql<{ id: number }>(
      backend,
      'select id::int as id from public.activity where task_id = $1 order by created_at desc, id desc',
      [task.id],
    );
    const taskPages = await collectPages((cursor) =>
      team.viewer.client.activity.listTask(task.id, { cursor }),
    );
    expect(taskPages.map((page) => page.length)).toEqual([PAGE_SIZE, PAGE_SIZE, 12]);
    expect(taskPages.flat().map((a) => a.id)).toEqual(expectedTask.map((row) => row.id));
    expect(taskPages[0]?.[0]?.kind).toBe('comment.created');

    const expectedWorkspace = await adminSql<{ id: number }>(
      backend,
      'select id::int as id from public.activity where workspace_id = $1 order by created_at desc, id desc',
      [team.workspaceId],
    );
    const workspacePages = await collectPages((cursor) =>
      team.member.client.activity.listWorkspace(team.workspaceId, { cursor }),
    );
    expect(workspacePages.every((page) => page.length <= PAGE_SIZE)).toBe(true);
    expect(workspacePages.flat().map((a) => a.id)).toEqual(expectedWorkspace.map((row) => row.id));
  });

  it('reads entries without an actor (the seed) and shows non-members nothing', async () => {
    const demo = await demoActors(backend);
    const acme = await demo.viewer.client.activity.listWorkspace(ACME.workspaceId);
    expect(acme.items).toHaveLength(PAGE_SIZE);
    expect(acme.items.some((a) => a.actor_id === null)).toBe(true);
    expect(await team.outsider.client.activity.listWorkspace(ACME.workspaceId)).toEqual({
      items: [],
      nextCursor: null,
    });
    expect(await codeOf(team.outsider.client.activity.listTask('nope'))).toBe('data/invalid');
  });
  it('filters the feed by board and by person', async () => {
    const first = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'First',
    });
    const second = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'Second',
    });
    const mine = await team.member.client.tasks.create({ boardId: first.id, title: 'Mine' });
    await team.admin.client.tasks.create({ boardId: second.id, title: 'Theirs' });
    await team.member.client.tasks.move({ taskId: mine.id, toStatus: 'in_review' });

    const ofFirst = await team.viewer.client.activity.listWorkspace(team.workspaceId, {
      boardId: first.id,
    });
    expect(ofFirst.items.map((a) => [a.kind, a.board_id])).toEqual([
      ['task.moved', first.id],
      ['task.created', first.id],
      ['board.created', first.id],
    ]);
    expect(ofFirst.items[0]?.payload).toMatchObject({ from_name: 'Backlog', to_name: 'In Review' });

    const byMember = await team.viewer.client.activity.listWorkspace(team.workspaceId, {
      actorId: team.member.id,
    });
    expect(byMember.items.every((a) => a.actor_id === team.member.id)).toBe(true);
    expect(byMember.items.slice(0, 2).map((a) => a.kind)).toEqual(['task.moved', 'task.created']);

    const both = await team.viewer.client.activity.listWorkspace(team.workspaceId, {
      boardId: second.id,
      actorId: team.member.id,
    });
    expect(both.items).toEqual([]);
    expect(
      await codeOf(team.viewer.client.activity.listWorkspace(team.workspaceId, { boardId: 'x' })),
    ).toBe('data/invalid');
  });
});
