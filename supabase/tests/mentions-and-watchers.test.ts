import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminQuery, pgError, query, startBackend } from './helpers.js';
import { comment, createTeam, type Team, updateTask, watchersOf } from './notification-team.js';
import { createTask } from './world.js';

describe.each(engines)('mentions and watchers on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());
  beforeEach(async () => {
    team = await createTeam(backend);
  });

  describe('mentions', () => {
    it('keeps the mentioned member ids of a comment, in order, once each', async () => {
      const { admin, viewer, owner, taskId } = team;
      const created = await comment(
        backend,
        admin,
        taskId,
        `@[${viewer.id}] and @[${owner.id.toUpperCase()}], see @[${viewer.id}]`,
      );
      expect(created.mentions).toEqual([viewer.id, owner.id]);
    });

    it('keeps the mentions of a description, and ignores what a client sends for them', async () => {
      const { member, viewer, admin, taskId } = team;
      await query(
        backend,
        member,
        'update public.tasks set description = $2, mentions = $3 where id = $1',
        [taskId, `Ask @[${viewer.id}]`, `{${admin.id}}`],
      );
      const [row] = await adminQuery<{ mentions: string[] }>(
        backend,
        'select mentions from public.tasks where id = $1',
        [taskId],
      );
      expect(row?.mentions).toEqual([viewer.id]);
    });

    it('refuses to mention someone outside the workspace, in comments and descriptions', async () => {
      const { member, stranger, taskId } = team;
      for (const attempt of [
        () => comment(backend, member, taskId, `Hi @[${stranger.id}]`),
        () => updateTask(backend, member, taskId, 'description', `Hi @[${stranger.id}]`),
        () => comment(backend, member, taskId, `Hi @[${crypto.randomUUID()}]`),
      ]) {
        const error = await pgError(attempt());
        expect(error.code).toBe('23514');
        expect(error.message).toMatch(/^mention\/not-member: /);
      }
    });

    it('lets an old mention of someone who has left stay when the text is edited', async () => {
      const { member, viewer, owner, workspaceId, taskId } = team;
      await updateTask(backend, member, taskId, 'description', `Ask @[${viewer.id}]`);
      await query(backend, owner, 'select public.remove_member($1, $2)', [workspaceId, viewer.id]);
      await updateTask(backend, member, taskId, 'description', `Ask @[${viewer.id}] again`);
      const error = await pgError(
        updateTask(backend, member, taskId, 'description', `Ask @[${team.stranger.id}]`),
      );
      expect(error.message).toMatch(/^mention\/not-member: /);
    });
  });

  describe('watchers', () => {
    it('are the creator, the assignee, commenters and the mentioned, automatically', async () => {
      const { member, admin, viewer, owner, taskId } = team;
      expect(await watchersOf(backend, taskId)).toEqual([member.id]);
      await updateTask(backend, member, taskId, 'assignee_id', admin.id);
      await comment(backend, owner, taskId, `Over to @[${viewer.id}]`);
      expect(await watchersOf(backend, taskId)).toEqual(
        [member.id, admin.id, owner.id, viewer.id].sort(),
      );
    });

    it('include whoever a new task is assigned to or mentions', async () => {
      const { member, admin, viewer, boardId } = team;
      const result = await query<{ id: string }>(
        backend,
        member,
        `insert into public.tasks (board_id, title, assignee_id, description)
         values ($1, 'New', $2, $3) returning id`,
        [boardId, admin.id, `cc @[${viewer.id}]`],
      );
      expect(await watchersOf(backend, result.rows[0]?.id as string)).toEqual(
        [member.id, admin.id, viewer.id].sort(),
      );
    });

    it('are visible to every member of the workspace and to nobody else', async () => {
      const { taskId } = team;
      for (const person of [team.owner, team.admin, team.member, team.viewer]) {
        const rows = await query(
          backend,
          person,
          'select user_id from public.task_watchers where task_id = $1',
          [taskId],
        );
        expect(rows.rows, person.email).toHaveLength(1);
      }
      const hidden = await query(backend, team.stranger, 'select * from public.task_watchers');
      expect(hidden.rows).toEqual([]);
      // Anonymous callers hold no grant on watchers at all.
      const anonymous = await pgError(query(backend, null, 'select * from public.task_watchers'));
      expect(anonymous.code).toBe('42501');
    });

    it('lets anyone who sees the task watch and unwatch it for themselves only', async () => {
      const { viewer, admin, member, stranger, taskId } = team;
      await query(backend, viewer, 'insert into public.task_watchers (task_id) values ($1)', [
        taskId,
      ]);
      expect(await watchersOf(backend, taskId)).toContain(viewer.id);
      // Someone else's row: refused by RLS, as is a task of a workspace one is not in.
      for (const [actor, userId] of [
        [admin, member.id],
        [stranger, stranger.id],
      ] as const) {
        const error = await pgError(
          query(
            backend,
            actor,
            'insert into public.task_watchers (task_id, user_id) values ($1, $2)',
            [taskId, userId],
          ),
        );
        expect(error.code).toBe('42501');
      }
      // Unwatching someone else, or editing a watch, changes nothing.
      const others = await query(
        backend,
        admin,
        'delete from public.task_watchers where task_id = $1 and user_id = $2',
        [taskId, member.id],
      );
      expect(others.rowCount ?? others.rows.length).toBe(0);
      // A watch is never edited: clients hold no update grant on it.
      const edit = await pgError(
        query(
          backend,
          member,
          'update public.task_watchers set created_at = now() where task_id = $1',
          [taskId],
        ),
      );
      expect(edit.code).toBe('42501');
      await query(backend, viewer, 'delete from public.task_watchers where task_id = $1', [taskId]);
      expect(await watchersOf(backend, taskId)).toEqual([member.id]);
    });

    it('stop when the watcher leaves or is removed from the workspace', async () => {
      const { owner, admin, viewer, workspaceId, member, boardId } = team;
      const task = await createTask(backend, member, boardId);
      await comment(backend, admin, task.id, 'Me too');
      await query(backend, viewer, 'insert into public.task_watchers (task_id) values ($1)', [
        task.id,
      ]);
      await query(backend, owner, 'select public.remove_member($1, $2)', [workspaceId, viewer.id]);
      await query(backend, admin, 'select public.leave_workspace($1)', [workspaceId]);
      expect(await watchersOf(backend, task.id)).toEqual([member.id]);
    });
  });
});
