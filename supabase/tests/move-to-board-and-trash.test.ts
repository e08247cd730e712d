import { randomUUID } from 'node:crypto';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { isErrorCode } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, createUser, pgError, query, startBackend, type TestUser } from './helpers.js';
import { createBoard, createTask, createWorkspace, storeAttachmentObject } from './world.js';

/** Asserts the SQLSTATE and the catalogue code that prefixes the message. */
async function expectFailure(promise: Promise<unknown>, sqlstate: string, catalogueCode: string) {
  const error = await pgError(promise);
  expect(error.code).toBe(sqlstate);
  expect(error.message.startsWith(`${catalogueCode}:`), error.message).toBe(true);
  expect(isErrorCode(catalogueCode)).toBe(true);
}

interface TaskRow {
  id: string;
  board_id: string;
  number: number;
  status: string;
  position: string;
  version: number;
  created_by: string;
  created_at: string;
  title: string;
}

describe.each(engines)('move_task_to_board and restore_task on %s', (engine) => {
  let backend: TestBackend;
  let owner: TestUser;
  let adminUser: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let ws: string;
  let otherWs: string;

  const moveToBoard = (by: TestUser, taskId: string, boardId: string, version: number | null) =>
    query<TaskRow>(backend, by, 'select * from public.move_task_to_board($1, $2, $3)', [
      taskId,
      boardId,
      version,
    ]).then((result) => result.rows[0] as TaskRow);
  const restore = (by: TestUser, taskId: string) =>
    query<TaskRow>(backend, by, 'select * from public.restore_task($1)', [taskId]).then(
      (result) => result.rows[0] as TaskRow,
    );
  const remove = (by: TestUser, taskId: string) =>
    query(backend, by, 'delete from public.tasks where id = $1', [taskId]).then(
      (result) => result.rowCount,
    );
  const taskRow = (taskId: string) =>
    adminQuery<TaskRow>(backend, 'select * from public.tasks where id = $1', [taskId]).then(
      (rows) => rows[0],
    );

  /** A task on `boardId` with one comment by the member and one stored attachment. */
  async function taskWithChildren(boardId: string, status = 'todo') {
    const task = await createTask(backend, member, boardId, { status, title: 'Full task' });
    const comment = await query<{ id: string; created_at: string }>(
      backend,
      member,
      'insert into public.comments (task_id, workspace_id, body) values ($1, $2, $3) returning id, created_at',
      [task.id, ws, 'Keep me'],
    );
    const path = `${ws}/${task.id}/${randomUUID()}-notes.txt`;
    await storeAttachmentObject(backend, path, member);
    const attachment = await query<{ id: string }>(
      backend,
      member,
      `insert into public.attachments (task_id, workspace_id, object_path, file_name, mime_type, size_bytes)
       values ($1, $2, $3, 'notes.txt', 'text/plain', 5) returning id`,
      [task.id, ws, path],
    );
    return {
      task,
      comment: comment.rows[0] as { id: string; created_at: string },
      attachmentId: attachment.rows[0]?.id as string,
      path,
    };
  }

  beforeAll(async () => {
    backend = await startBackend(engine);
    [owner, adminUser, member, viewer, outsider] = await Promise.all([
      createUser(backend, 'owner'),
      createUser(backend, 'admin'),
      createUser(backend, 'member'),
      createUser(backend, 'viewer'),
      createUser(backend, 'outsider'),
    ]);
    ws = await createWorkspace(backend, owner, [
      [adminUser, 'admin'],
      [member, 'member'],
      [viewer, 'viewer'],
    ]);
    // The member also belongs to another workspace: they see its boards.
    otherWs = await createWorkspace(backend, outsider, [[member, 'member']]);
  });
  afterAll(() => backend?.stop());

  describe('move_task_to_board', () => {
    it('moves a task to the bottom of its status on the other board, keeping number, comments and attachments', async () => {
      const from = await createBoard(backend, ws, 'From');
      const to = await createBoard(backend, ws, 'To');
      const already = await createTask(backend, member, to, { status: 'todo' });
      await createTask(backend, member, to, { status: 'done' });
      const { task, comment, attachmentId } = await taskWithChildren(from);

      const moved = await moveToBoard(member, task.id, to, task.version);
      expect(moved).toMatchObject({
        id: task.id,
        board_id: to,
        number: task.number,
        status: 'todo',
      });
      expect(moved.version).toBe(task.version + 1);
      expect(moved.position > already.position).toBe(true);
      const todo = await adminQuery<{ id: string }>(
        backend,
        `select id from public.tasks where board_id = $1 and status = 'todo' order by position`,
        [to],
      );
      expect(todo.map((row) => row.id)).toEqual([already.id, task.id]);
      const children = await query<{ comments: number; attachments: number }>(
        backend,
        member,
        `select (select count(*)::int from public.comments where task_id = $1 and id = $2) as comments,
                (select count(*)::int from public.attachments where task_id = $1 and id = $3) as attachments`,
        [task.id, comment.id, attachmentId],
      );
      expect(children.rows[0]).toEqual({ comments: 1, attachments: 1 });
      const activity = await adminQuery<{ payload: Record<string, unknown>; actor_id: string }>(
        backend,
        `select payload, actor_id from public.activity where task_id = $1 and kind = 'task.moved'`,
        [task.id],
      );
      expect(activity).toEqual([
        {
          actor_id: member.id,
          payload: expect.objectContaining({
            board_id: to,
            from_board_id: from,
            from: 'todo',
            to: 'todo',
          }),
        },
      ]);
    });

    it('tells both boards over realtime: the old one sees the task leave', async () => {
      const from = await createBoard(backend, ws, 'From');
      const to = await createBoard(backend, ws, 'To');
      const task = await createTask(backend, member, from);
      await moveToBoard(member, task.id, to, null);
      const topics = await adminQuery<{ topic: string; old_board: string; new_board: string }>(
        backend,
        `select topic, payload -> 'old_record' ->> 'board_id' as old_board,
                payload -> 'record' ->> 'board_id' as new_board
         from realtime.messages
         where payload ->> 'operation' = 'UPDATE' and payload -> 'record' ->> 'id' = $1
         order by topic`,
        [task.id],
      );
      expect(topics.map((m) => m.topic).sort()).toEqual([`board:${from}`, `board:${to}`].sort());
      expect(topics.every((m) => m.old_board === from && m.new_board === to)).toBe(true);
    });

    it('refuses viewers, outsiders, other workspaces, archived boards, the same board and stale versions', async () => {
      const from = await createBoard(backend, ws, 'From');
      const to = await createBoard(backend, ws, 'To');
      const archived = await createBoard(backend, ws, 'Old');
      await adminQuery(backend, 'update public.boards set archived_at = now() where id = $1', [
        archived,
      ]);
      const elsewhere = await createBoard(backend, otherWs, 'Elsewhere');
      const task = await createTask(backend, member, from);

      await expectFailure(moveToBoard(viewer, task.id, to, null), '42501', 'data/forbidden');
      await expectFailure(moveToBoard(outsider, task.id, to, null), 'PT404', 'data/not-found');
      // The admin is not in the other workspace: its board is as missing as a random id.
      await expectFailure(
        moveToBoard(adminUser, task.id, elsewhere, null),
        'PT404',
        'data/not-found',
      );
      await expectFailure(
        moveToBoard(adminUser, task.id, randomUUID(), null),
        'PT404',
        'data/not-found',
      );
      // The member sees both workspaces: the board is found, and refused.
      await expectFailure(moveToBoard(member, task.id, elsewhere, null), '22023', 'data/invalid');
      await expectFailure(moveToBoard(member, task.id, archived, null), '22023', 'data/invalid');
      await expectFailure(moveToBoard(member, task.id, from, null), '22023', 'data/invalid');
      await expectFailure(
        moveToBoard(member, task.id, to, task.version + 1),
        'PT409',
        'data/conflict',
      );
      expect((await taskRow(task.id))?.board_id).toBe(from);
      expect((await taskRow(task.id))?.version).toBe(task.version);
    });

    it('is not callable without signing in', async () => {
      const rows = await adminQuery<{ anon: boolean; authenticated: boolean }>(
        backend,
        `select has_function_privilege('anon', 'public.move_task_to_board(uuid, uuid, integer)', 'execute') as anon,
                has_function_privilege('authenticated', 'public.move_task_to_board(uuid, uuid, integer)', 'execute') as authenticated`,
      );
      expect(rows[0]).toEqual({ anon: false, authenticated: true });
    });
  });

  describe('restore_task', () => {
    it('brings a deleted task back with the same id, number, comments and attachments', async () => {
      const board = await createBoard(backend, ws);
      const { task, comment, attachmentId, path } = await taskWithChildren(board);
      await query(backend, member, 'update public.tasks set priority = $2 where id = $1', [
        task.id,
        'high',
      ]);
      const before = (await taskRow(task.id)) as TaskRow;

      expect(await remove(adminUser, task.id)).toBe(1);
      expect(await taskRow(task.id)).toBeUndefined();
      // The file stays stored while the task can come back, but nobody reaches it.
      const objects = await adminQuery(backend, 'select 1 from storage.objects where name = $1', [
        path,
      ]);
      expect(objects).toHaveLength(1);
      const hidden = await query(backend, member, 'select 1 from storage.objects where name = $1', [
        path,
      ]);
      expect(hidden.rows).toHaveLength(0);

      const restored = await restore(adminUser, task.id);
      expect(restored).toMatchObject({
        id: task.id,
        number: task.number,
        board_id: board,
        position: before.position,
        created_by: member.id,
        version: before.version + 1,
      });
      expect(new Date(restored.created_at).getTime()).toBe(new Date(before.created_at).getTime());
      const comments = await query<{
        id: string;
        author_id: string;
        created_at: string;
        body: string;
      }>(
        backend,
        member,
        'select id, author_id, created_at, body from public.comments where task_id = $1',
        [task.id],
      );
      expect(comments.rows).toHaveLength(1);
      expect(comments.rows[0]).toMatchObject({
        id: comment.id,
        author_id: member.id,
        body: 'Keep me',
      });
      expect(new Date(comments.rows[0]?.created_at as string).getTime()).toBe(
        new Date(comment.created_at).getTime(),
      );
      const attachments = await query<{ id: string }>(
        backend,
        member,
        'select id from public.attachments where task_id = $1',
        [task.id],
      );
      expect(attachments.rows.map((row) => row.id)).toEqual([attachmentId]);
      const readable = await query(
        backend,
        member,
        'select 1 from storage.objects where name = $1',
        [path],
      );
      expect(readable.rows).toHaveLength(1);

      const log = await adminQuery<{ kind: string; payload: Record<string, unknown> }>(
        backend,
        `select kind, payload from public.activity
         where workspace_id = $2 and (task_id = $1 or payload ->> 'task_id' = $1::text) order by id`,
        [task.id, ws],
      );
      const kinds = log.map((entry) => entry.kind);
      expect(kinds.filter((kind) => kind === 'comment.created')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'attachment.added')).toHaveLength(1);
      expect(kinds).toContain('task.deleted');
      expect(log.at(-1)).toMatchObject({ kind: 'task.created', payload: { restored: true } });
      // Once only.
      await expectFailure(restore(adminUser, task.id), 'PT404', 'data/not-found');
    });

    it('lets the deleter restore after a demotion to member, and refuses others', async () => {
      const deleter = await createUser(backend, 'deleter');
      await adminQuery(
        backend,
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'admin')`,
        [ws, deleter.id],
      );
      const board = await createBoard(backend, ws);
      const task = await createTask(backend, member, board);
      // Members may not delete: nothing goes to the trash.
      expect(await remove(member, task.id)).toBe(0);
      expect(await remove(deleter, task.id)).toBe(1);
      await adminQuery(
        backend,
        `update public.workspace_members set role = 'member' where workspace_id = $1 and user_id = $2`,
        [ws, deleter.id],
      );

      await expectFailure(restore(member, task.id), '42501', 'data/forbidden');
      await expectFailure(restore(viewer, task.id), '42501', 'data/forbidden');
      await expectFailure(restore(outsider, task.id), 'PT404', 'data/not-found');
      await expectFailure(restore(member, randomUUID()), 'PT404', 'data/not-found');
      expect((await restore(deleter, task.id)).id).toBe(task.id);
    });

    it('refuses once the window has passed, and then lets the files go', async () => {
      const board = await createBoard(backend, ws);
      const { task, path } = await taskWithChildren(board);
      expect(await remove(owner, task.id)).toBe(1);
      await adminQuery(
        backend,
        `update private.task_trash set restorable_until = now() - interval '1 second' where task_id = $1`,
        [task.id],
      );
      await expectFailure(restore(owner, task.id), 'PT404', 'data/not-found');
      // The next delete in any workspace clears what has expired.
      const next = await createTask(backend, member, board);
      expect(await remove(owner, next.id)).toBe(1);
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

    it('refuses to restore onto an archived board', async () => {
      const board = await createBoard(backend, ws);
      const task = await createTask(backend, member, board);
      expect(await remove(owner, task.id)).toBe(1);
      await adminQuery(backend, 'update public.boards set archived_at = now() where id = $1', [
        board,
      ]);
      await expectFailure(restore(owner, task.id), '22023', 'data/invalid');
      expect(await taskRow(task.id)).toBeUndefined();
    });

    it('keeps nothing of tasks deleted with their workspace', async () => {
      const scratch = await createWorkspace(backend, owner);
      const board = await createBoard(backend, scratch);
      const task = await createTask(backend, owner, board);
      await adminQuery(backend, 'delete from public.workspaces where id = $1', [scratch]);
      const trashed = await adminQuery(
        backend,
        'select 1 from private.task_trash where task_id = $1',
        [task.id],
      );
      expect(trashed).toHaveLength(0);
    });

    it('brings back a column added after it was written, on the task and its children', async () => {
      for (const table of ['tasks', 'comments', 'attachments']) {
        await adminQuery(backend, `alter table public.${table} add column if not exists note text`);
      }
      const board = await createBoard(backend, ws);
      const { task, comment, attachmentId } = await taskWithChildren(board);
      await adminQuery(backend, `update public.tasks set note = 'task note' where id = $1`, [
        task.id,
      ]);
      await adminQuery(backend, `update public.comments set note = 'comment note' where id = $1`, [
        comment.id,
      ]);
      await adminQuery(
        backend,
        `update public.attachments set note = 'attachment note' where id = $1`,
        [attachmentId],
      );

      expect(await remove(adminUser, task.id)).toBe(1);
      await restore(adminUser, task.id);

      const notes = await adminQuery<{ task: string; comment: string; attachment: string }>(
        backend,
        `select (select note from public.tasks where id = $1) as task,
                (select note from public.comments where id = $2) as comment,
                (select note from public.attachments where id = $3) as attachment`,
        [task.id, comment.id, attachmentId],
      );
      expect(notes[0]).toEqual({
        task: 'task note',
        comment: 'comment note',
        attachment: 'attachment note',
      });
      // The generated search column is computed again, not copied.
      const found = await query(
        backend,
        member,
        `select 1 from public.tasks where id = $1 and search @@ websearch_to_tsquery('simple', 'Full')`,
        [task.id],
      );
      expect(found.rows).toHaveLength(1);
    });

    it('is not callable without signing in, and the trash is out of every client role’s reach', async () => {
      const rows = await adminQuery<Record<string, boolean>>(
        backend,
        `select has_function_privilege('anon', 'public.restore_task(uuid)', 'execute') as anon,
                has_function_privilege('authenticated', 'public.restore_task(uuid)', 'execute') as authenticated`,
      );
      expect(rows[0]).toEqual({ anon: false, authenticated: true });
      const peek = await pgError(query(backend, adminUser, 'select * from private.task_trash'));
      expect(peek.code).toBe('42501');
    });
  });
});
