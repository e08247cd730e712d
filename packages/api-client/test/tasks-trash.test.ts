import { engines, type TestBackend } from '@tandem/local-backend/testing';
import type { Board, Task } from '@tandem/schemas';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_TRASH_RETENTION_DAYS, TASK_UNDO_WINDOW_MS, type TrashedTask } from '../src/index.js';
import { tandemKeys, tandemMutations, tandemQueries } from '../src/react-query/index.js';
import { startBackend } from './support/backend.js';
import { adminSql, codeOf, createTeam, newActor, type Team } from './support/data.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(engines)('the Trash (tasks.listTrash, tasks.findInTrash) on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let board: Board;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'trash');
    board = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'Launch',
    });
  });
  afterAll(() => backend?.stop());

  const newTask = (title: string) =>
    team.member.client.tasks.create({ boardId: board.id, title, status: 'todo' });
  /** Moves a deletion `ms` into the past, window included (the backend's clock is the database's). */
  const ageDeletion = (taskId: string, ms: number) =>
    adminSql(
      backend,
      `update private.task_trash
       set deleted_at = deleted_at - $2 * interval '1 millisecond',
           restorable_until = restorable_until - $2 * interval '1 millisecond'
       where task_id = $1`,
      [taskId, ms],
    );
  const inTrash = (rows: TrashedTask[], task: Task) => rows.find((row) => row.task_id === task.id);

  it('keeps a deleted task 30 days and lists it for admins with who deleted it and what it holds', async () => {
    expect(TASK_TRASH_RETENTION_DAYS).toBe(30);
    expect(TASK_UNDO_WINDOW_MS).toBe(30 * DAY_MS);
    const task = await newTask('Write the launch post');
    await team.member.client.comments.create({ taskId: task.id, body: 'Draft in the doc' });
    await team.admin.client.tasks.delete(task.id);

    for (const actor of [team.admin, team.owner]) {
      const row = inTrash(await actor.client.tasks.listTrash(team.workspaceId), task);
      expect(row).toMatchObject({
        number: task.number,
        title: 'Write the launch post',
        board_id: board.id,
        board_name: 'Launch',
        board_archived: false,
        deleted_by: team.admin.id,
        deleted_by_name: 'Trash-admin User',
        comment_count: 1,
        attachment_count: 0,
      });
      const kept = Date.parse(row?.restorable_until ?? '') - Date.parse(row?.deleted_at ?? '');
      expect(kept).toBe(TASK_UNDO_WINDOW_MS);
    }
    // A member sees only what they deleted (nothing here); viewers and outsiders are refused.
    expect(await team.member.client.tasks.listTrash(team.workspaceId)).toEqual([]);
    expect(await codeOf(team.viewer.client.tasks.listTrash(team.workspaceId))).toBe(
      'data/forbidden',
    );
    expect(await codeOf(team.outsider.client.tasks.listTrash(team.workspaceId))).toBe(
      'data/not-found',
    );
    expect(await codeOf(team.admin.client.tasks.listTrash('nope'))).toBe('data/invalid');
  });

  it('finds task #N in the trash for any member, saying whether they may restore it', async () => {
    const task = await newTask('Pick a date');
    await team.owner.client.tasks.delete(task.id);
    const ref = { workspaceId: team.workspaceId, number: task.number };

    expect(await team.admin.client.tasks.findInTrash(ref)).toMatchObject({
      task_id: task.id,
      title: 'Pick a date',
      board_name: 'Launch',
      deleted_by: team.owner.id,
      can_restore: true,
    });
    expect((await team.member.client.tasks.findInTrash(ref)).can_restore).toBe(false);
    expect((await team.viewer.client.tasks.findInTrash(ref)).can_restore).toBe(false);
    expect(await codeOf(team.outsider.client.tasks.findInTrash(ref))).toBe('data/not-found');
    const live = await newTask('Still here');
    expect(
      await codeOf(
        team.member.client.tasks.findInTrash({
          workspaceId: team.workspaceId,
          number: live.number,
        }),
      ),
    ).toBe('data/not-found');
    expect(
      await codeOf(
        team.member.client.tasks.findInTrash({ workspaceId: team.workspaceId, number: 0 }),
      ),
    ).toBe('data/invalid');
  });

  it('restores from the Trash a day after the delete, with comments, checklist and watchers, and the cached Trash follows', async () => {
    const task = await newTask('Book the venue');
    await team.member.client.comments.create({ taskId: task.id, body: 'Two options left' });
    await team.member.client.checklists.add({ taskId: task.id, title: 'Call them' });
    await team.viewer.client.watchers.watch({ taskId: task.id });
    const watchersBefore = (await team.viewer.client.watchers.list({ taskId: task.id }))
      .map((w) => w.user_id)
      .sort();

    const queryClient = new QueryClient();
    const queries = tandemQueries(team.admin.client);
    const mutations = tandemMutations(team.admin.client, queryClient);
    // The admin's Trash page is open while the task is deleted: it shows up there.
    await queryClient.fetchQuery(queries.tasks.trash(team.workspaceId));
    const trash = queryClient
      .getQueryCache()
      .find<TrashedTask[]>({ queryKey: tandemKeys.trash(team.workspaceId), exact: true });
    if (!trash) throw new Error('the Trash is not cached');
    await queryClient
      .getMutationCache()
      .build(queryClient, mutations.tasks.delete())
      .execute(task.id);
    expect(trash.state.isInvalidated).toBe(true);
    await queryClient.refetchQueries({ queryKey: tandemKeys.trash(team.workspaceId) });
    expect(inTrash(trash.state.data ?? [], task)).toBeDefined();

    // Long past the old ten minutes.
    await ageDeletion(task.id, DAY_MS);
    const restored = await queryClient
      .getMutationCache()
      .build(queryClient, mutations.tasks.restore())
      .execute(task.id);
    expect(restored).toMatchObject({ id: task.id, number: task.number, board_id: board.id });
    expect(trash.state.isInvalidated).toBe(true);
    await queryClient.refetchQueries({ queryKey: tandemKeys.trash(team.workspaceId) });
    expect(inTrash(trash.state.data ?? [], task)).toBeUndefined();

    const comments = await team.viewer.client.comments.list(task.id);
    expect(comments.items.map((c) => c.body)).toEqual(['Two options left']);
    const items = await team.viewer.client.checklists.list(task.id);
    expect(items.map((i) => i.title)).toEqual(['Call them']);
    const watchersAfter = (await team.viewer.client.watchers.list({ taskId: task.id }))
      .map((w) => w.user_id)
      .sort();
    expect(watchersAfter).toEqual(watchersBefore);
    expect(watchersAfter).toContain(team.viewer.id);
    expect(
      await codeOf(
        team.admin.client.tasks.findInTrash({ workspaceId: team.workspaceId, number: task.number }),
      ),
    ).toBe('data/not-found');
  });

  it('lets a demoted deleter find and restore their own deletion, and nobody restore one past 30 days', async () => {
    const deleter = await newActor(backend, 'trash-deleter');
    await adminSql(
      backend,
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'admin')`,
      [team.workspaceId, deleter.id],
    );
    const mine = await newTask('Mine to bring back');
    const expired = await newTask('Too late');
    await deleter.client.tasks.delete(mine.id);
    await team.admin.client.tasks.delete(expired.id);
    await adminSql(
      backend,
      `update public.workspace_members set role = 'member' where workspace_id = $1 and user_id = $2`,
      [team.workspaceId, deleter.id],
    );

    const listed = await deleter.client.tasks.listTrash(team.workspaceId);
    expect(listed.map((row) => row.task_id)).toEqual([mine.id]);
    expect((await deleter.client.tasks.restore(mine.id)).id).toBe(mine.id);

    await ageDeletion(expired.id, 30 * DAY_MS + 1000);
    expect(
      inTrash(await team.admin.client.tasks.listTrash(team.workspaceId), expired),
    ).toBeUndefined();
    expect(await codeOf(team.admin.client.tasks.restore(expired.id))).toBe('data/not-found');
  });
});
