import { randomUUID } from 'node:crypto';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { isErrorCode } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  adminQuery,
  createUser,
  pgError,
  query,
  startBackend,
  type TestUser,
} from './helpers.js';
import { createBoard, createTask, createWorkspace, storeAttachmentObject } from './world.js';

/** Asserts the SQLSTATE and the catalogue code that prefixes the message. */
async function expectFailure(promise: Promise<unknown>, sqlstate: string, catalogueCode: string) {
  const error = await pgError(promise);
  expect(error.code).toBe(sqlstate);
  expect(error.message.startsWith(`${catalogueCode}:`), error.message).toBe(true);
  expect(isErrorCode(catalogueCode)).toBe(true);
}

interface TrashRow {
  task_id: string;
  number: number;
  title: string;
  board_id: string;
  board_name: string;
  board_archived: boolean;
  deleted_by: string | null;
  deleted_by_name: string | null;
  deleted_at: Date;
  restorable_until: Date;
  comment_count: number;
  attachment_count: number;
}

interface TrashedTask extends Omit<TrashRow, 'comment_count' | 'attachment_count'> {
  can_restore: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(engines)('the workspace trash on %s', (engine) => {
  let backend: TestBackend;
  let owner: TestUser;
  let adminUser: TestUser;
  /** An admin when they deleted, a member since. */
  let deleter: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let ws: string;
  let board: string;

  const listTrash = (by: Actor, workspaceId = ws) =>
    query<TrashRow>(backend, by, 'select * from public.task_trash($1)', [workspaceId]).then(
      (result) => result.rows,
    );
  const lookUp = (by: Actor, taskNumber: number, workspaceId = ws) =>
    query<TrashedTask>(backend, by, 'select * from public.trashed_task($1, $2)', [
      workspaceId,
      taskNumber,
    ]).then((result) => result.rows);
  const restore = (by: TestUser, taskId: string) =>
    query<{ id: string }>(backend, by, 'select * from public.restore_task($1)', [taskId]).then(
      (result) => result.rows[0],
    );
  const remove = (by: TestUser, taskId: string) =>
    query(backend, by, 'delete from public.tasks where id = $1', [taskId]).then(
      (result) => result.rowCount,
    );
  const setRole = (user: TestUser, role: string) =>
    adminQuery(
      backend,
      'update public.workspace_members set role = $3 where workspace_id = $1 and user_id = $2',
      [ws, user.id, role],
    );
  /** Moves a snapshot's deletion (and so its window) `ms` into the past. */
  const ageSnapshot = (taskId: string, ms: number) =>
    adminQuery(
      backend,
      `update private.task_trash
       set deleted_at = deleted_at - $2 * interval '1 millisecond',
           restorable_until = restorable_until - $2 * interval '1 millisecond'
       where task_id = $1`,
      [taskId, ms],
    );

  beforeAll(async () => {
    backend = await startBackend(engine);
    [owner, adminUser, deleter, member, viewer, outsider] = await Promise.all([
      createUser(backend, 'owner', { displayName: 'Olga Owner' }),
      createUser(backend, 'admin', { displayName: 'Ada Admin' }),
      createUser(backend, 'deleter', { displayName: 'Dora Deleter' }),
      createUser(backend, 'member', { displayName: 'Mo Member' }),
      createUser(backend, 'viewer', { displayName: 'Vic Viewer' }),
      createUser(backend, 'outsider'),
    ]);
    ws = await createWorkspace(backend, owner, [
      [adminUser, 'admin'],
      [deleter, 'admin'],
      [member, 'member'],
      [viewer, 'viewer'],
    ]);
    board = await createBoard(backend, ws, 'Roadmap');
  });
  afterAll(() => backend?.stop());

  describe('who sees what', () => {
    let byAdmin: { id: string; number: number };
    let byDeleter: { id: string; number: number };

    beforeAll(async () => {
      byAdmin = await createTask(backend, member, board, { title: 'Deleted by the admin' });
      byDeleter = await createTask(backend, member, board, { title: 'Deleted by Dora' });
      await setRole(deleter, 'admin');
      expect(await remove(adminUser, byAdmin.id)).toBe(1);
      expect(await remove(deleter, byDeleter.id)).toBe(1);
      // Dora deleted it as an admin and is a member now: she keeps her own deletions only.
      await setRole(deleter, 'member');
    });
    afterAll(() => setRole(deleter, 'admin'));

    it('lists every deleted task for admins and the owner, newest first, with who and when', async () => {
      for (const who of [adminUser, owner]) {
        const rows = (await listTrash(who)).filter((row) =>
          [byAdmin.id, byDeleter.id].includes(row.task_id),
        );
        expect(rows.map((row) => row.task_id)).toEqual([byDeleter.id, byAdmin.id]);
        expect(rows[0]).toMatchObject({
          number: byDeleter.number,
          title: 'Deleted by Dora',
          board_id: board,
          board_name: 'Roadmap',
          board_archived: false,
          deleted_by: deleter.id,
          deleted_by_name: 'Dora Deleter',
          comment_count: 0,
          attachment_count: 0,
        });
        expect(rows[1]).toMatchObject({ deleted_by: adminUser.id, deleted_by_name: 'Ada Admin' });
        const row = rows[0] as TrashRow;
        const window =
          new Date(row.restorable_until).getTime() - new Date(row.deleted_at).getTime();
        expect(window).toBe(30 * DAY_MS);
      }
    });

    it('lists only their own deletions for a member', async () => {
      const rows = await listTrash(deleter);
      expect(rows.map((row) => row.task_id)).toEqual([byDeleter.id]);
      expect(await listTrash(member)).toEqual([]);
    });

    it('refuses viewers, outsiders and anonymous callers', async () => {
      await expectFailure(listTrash(viewer), '42501', 'data/forbidden');
      await expectFailure(listTrash(outsider), 'PT404', 'data/not-found');
      await expectFailure(listTrash(member, randomUUID()), 'PT404', 'data/not-found');
      expect((await pgError(listTrash(null))).code).toBe('42501');
    });

    it('tells every member whether task #N is in the trash, and whether they may restore it', async () => {
      const expectations: [TestUser, boolean][] = [
        [owner, true],
        [adminUser, true],
        [deleter, true],
        [member, false],
        [viewer, false],
      ];
      for (const [who, canRestore] of expectations) {
        const rows = await lookUp(who, byDeleter.number);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          task_id: byDeleter.id,
          number: byDeleter.number,
          title: 'Deleted by Dora',
          board_name: 'Roadmap',
          deleted_by_name: 'Dora Deleter',
          can_restore: canRestore,
        });
      }
      // Dora may restore only what she deleted herself.
      expect((await lookUp(deleter, byAdmin.number))[0]?.can_restore).toBe(false);
    });

    it('answers not found for a task that is not in the trash and for outsiders', async () => {
      const live = await createTask(backend, member, board);
      await expectFailure(lookUp(member, live.number), 'PT404', 'data/not-found');
      await expectFailure(lookUp(member, 999_999), 'PT404', 'data/not-found');
      await expectFailure(lookUp(outsider, byDeleter.number), 'PT404', 'data/not-found');
      expect((await pgError(lookUp(null, byDeleter.number))).code).toBe('42501');
    });

    it('lets the deleter and admins restore, and refuses the others', async () => {
      await expectFailure(restore(member, byAdmin.id), '42501', 'data/forbidden');
      await expectFailure(restore(viewer, byAdmin.id), '42501', 'data/forbidden');
      await expectFailure(restore(deleter, byAdmin.id), '42501', 'data/forbidden');
      await expectFailure(restore(outsider, byAdmin.id), 'PT404', 'data/not-found');
      expect((await restore(deleter, byDeleter.id))?.id).toBe(byDeleter.id);
      expect((await restore(owner, byAdmin.id))?.id).toBe(byAdmin.id);
      const left = await listTrash(adminUser);
      expect(left.map((row) => row.task_id)).not.toContain(byAdmin.id);
      expect(left.map((row) => row.task_id)).not.toContain(byDeleter.id);
      await expectFailure(lookUp(member, byAdmin.number), 'PT404', 'data/not-found');
    });

    it('grants the trash calls to signed-in users only', async () => {
      const rows = await adminQuery<Record<string, boolean>>(
        backend,
        `select has_function_privilege('anon', 'public.task_trash(uuid)', 'execute') as anon_list,
                has_function_privilege('authenticated', 'public.task_trash(uuid)', 'execute') as list,
                has_function_privilege('anon', 'public.trashed_task(uuid, integer)', 'execute') as anon_find,
                has_function_privilege('authenticated', 'public.trashed_task(uuid, integer)', 'execute') as find`,
      );
      expect(rows[0]).toEqual({ anon_list: false, list: true, anon_find: false, find: true });
    });
  });

  describe('the 30-day window', () => {
    it('restores a task deleted long after the old 10 minutes, and says its board is archived', async () => {
      const task = await createTask(backend, member, board);
      expect(await remove(adminUser, task.id)).toBe(1);
      await ageSnapshot(task.id, 29 * DAY_MS);
      const [row] = (await listTrash(adminUser)).filter((entry) => entry.task_id === task.id);
      expect(new Date(row?.deleted_at as Date).getTime()).toBeLessThan(Date.now() - 28 * DAY_MS);
      expect((await restore(adminUser, task.id))?.id).toBe(task.id);

      const archived = await createBoard(backend, ws, 'Old');
      const onArchived = await createTask(backend, member, archived);
      expect(await remove(adminUser, onArchived.id)).toBe(1);
      await adminQuery(backend, 'update public.boards set archived_at = now() where id = $1', [
        archived,
      ]);
      const [entry] = await lookUp(adminUser, onArchived.number);
      expect(entry).toMatchObject({ board_archived: true, can_restore: true });
      await expectFailure(restore(adminUser, onArchived.id), '22023', 'data/invalid');
    });

    it('hides an expired task at once, and the hourly job purges it with its files', async () => {
      const task = await createTask(backend, member, board);
      const path = `${ws}/${task.id}/${randomUUID()}-old.txt`;
      await storeAttachmentObject(backend, path, member);
      await query(
        backend,
        member,
        `insert into public.attachments (task_id, workspace_id, object_path, file_name, mime_type, size_bytes)
         values ($1, $2, $3, 'old.txt', 'text/plain', 5)`,
        [task.id, ws, path],
      );
      expect(await remove(adminUser, task.id)).toBe(1);
      await ageSnapshot(task.id, 30 * DAY_MS + 1000);

      expect((await listTrash(adminUser)).map((row) => row.task_id)).not.toContain(task.id);
      await expectFailure(lookUp(adminUser, task.number), 'PT404', 'data/not-found');

      const jobs = await adminQuery<{ schedule: string; command: string }>(
        backend,
        `select schedule, command from cron.job where jobname = 'tandem-task-trash'`,
      );
      expect(jobs).toEqual([
        { schedule: '7 * * * *', command: 'select private.purge_task_trash()' },
      ]);
      await adminQuery(backend, jobs[0]?.command as string);

      const trashed = await adminQuery(
        backend,
        'select 1 from private.task_trash where task_id = $1',
        [task.id],
      );
      expect(trashed).toHaveLength(0);
      const objects = await adminQuery(backend, 'select 1 from storage.objects where name = $1', [
        path,
      ]);
      expect(objects).toHaveLength(0);
    });
  });

  describe('what comes back', () => {
    it('restores comments, attachments, checklist and exactly the watchers it had', async () => {
      const leaver = await createUser(backend, 'leaver');
      await adminQuery(
        backend,
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
        [ws, leaver.id],
      );
      const task = await createTask(backend, member, board, { title: 'Everything' });
      const comment = await query<{ id: string }>(
        backend,
        adminUser,
        'insert into public.comments (task_id, workspace_id, body) values ($1, $2, $3) returning id',
        [task.id, ws, 'A comment to keep'],
      );
      const path = `${ws}/${task.id}/${randomUUID()}-spec.txt`;
      await storeAttachmentObject(backend, path, member);
      const attachment = await query<{ id: string }>(
        backend,
        member,
        `insert into public.attachments (task_id, workspace_id, object_path, file_name, mime_type, size_bytes)
         values ($1, $2, $3, 'spec.txt', 'text/plain', 5) returning id`,
        [task.id, ws, path],
      );
      const item = await query<{ id: string }>(
        backend,
        member,
        'insert into public.task_checklist_items (task_id, title) values ($1, $2) returning id',
        [task.id, 'Write it down'],
      );
      await query(
        backend,
        member,
        'update public.task_checklist_items set done = true where id = $1',
        [item.rows[0]?.id],
      );
      for (const who of [viewer, leaver]) {
        await query(backend, who, 'insert into public.task_watchers (task_id) values ($1)', [
          task.id,
        ]);
      }
      // The admin commented (so watched automatically) and then stopped watching.
      await query(
        backend,
        adminUser,
        'delete from public.task_watchers where task_id = $1 and user_id = auth.uid()',
        [task.id],
      );
      const watchersBefore = await adminQuery<{ user_id: string; created_at: Date }>(
        backend,
        'select user_id, created_at from public.task_watchers where task_id = $1 order by user_id',
        [task.id],
      );
      expect(watchersBefore.map((w) => w.user_id).sort()).toEqual(
        [member.id, viewer.id, leaver.id].sort(),
      );

      expect(await remove(owner, task.id)).toBe(1);
      const [listed] = (await listTrash(owner)).filter((row) => row.task_id === task.id);
      expect(listed).toMatchObject({ comment_count: 1, attachment_count: 1 });
      // Someone who leaves meanwhile does not watch again.
      await adminQuery(
        backend,
        'delete from public.workspace_members where workspace_id = $1 and user_id = $2',
        [ws, leaver.id],
      );

      await restore(owner, task.id);
      const back = await query<{
        comments: string[];
        attachments: string[];
        items: { title: string; done: boolean }[];
        done: number;
        total: number;
      }>(
        backend,
        member,
        `select (select array_agg(id::text) from public.comments where task_id = $1) as comments,
                (select array_agg(id::text) from public.attachments where task_id = $1) as attachments,
                (select json_agg(json_build_object('title', title, 'done', done))
                   from public.task_checklist_items where task_id = $1) as items,
                t.checklist_done as done, t.checklist_total as total
         from public.tasks t where t.id = $1`,
        [task.id],
      );
      expect(back.rows[0]).toEqual({
        comments: [comment.rows[0]?.id],
        attachments: [attachment.rows[0]?.id],
        items: [{ title: 'Write it down', done: true }],
        done: 1,
        total: 1,
      });
      const watchersAfter = await adminQuery<{ user_id: string; created_at: Date }>(
        backend,
        'select user_id, created_at from public.task_watchers where task_id = $1 order by user_id',
        [task.id],
      );
      expect(watchersAfter).toEqual(watchersBefore.filter((w) => w.user_id !== leaver.id));
    });

    it('lets the automatic watches come back for a snapshot kept before watchers were', async () => {
      const task = await createTask(backend, member, board);
      expect(await remove(owner, task.id)).toBe(1);
      await adminQuery(
        backend,
        'update private.task_trash set watchers = null where task_id = $1',
        [task.id],
      );
      await restore(owner, task.id);
      const watchers = await adminQuery<{ user_id: string }>(
        backend,
        'select user_id from public.task_watchers where task_id = $1',
        [task.id],
      );
      expect(watchers.map((w) => w.user_id)).toEqual([member.id]);
    });
  });
});
