import { randomUUID } from 'node:crypto';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import {
  ACTIVITY_KINDS,
  ATTACHMENTS_PER_TASK_MAX,
  BOARDS_PER_WORKSPACE_MAX,
  canTransition,
  MEMBERS_PER_WORKSPACE_MAX,
  PENDING_INVITATIONS_MAX,
  TASK_LABEL_MAX_LENGTH,
  TASK_LABELS_MAX,
  TASK_STATUSES,
} from '@tandem/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  admin,
  adminQuery,
  createUser,
  pgError,
  query,
  startBackend,
  type TestUser,
} from './helpers.js';
import { createBoard, createTask, createWorkspace, storeAttachmentObject } from './world.js';

async function expectInvalid(promise: Promise<unknown>, pattern: RegExp) {
  const error = await pgError(promise);
  expect(error.code).toBe('23514');
  expect(error.message).toMatch(/^data\/invalid:/);
  expect(error.message).toMatch(pattern);
}

describe.each(engines)('triggers and constraints on %s', (engine) => {
  let backend: TestBackend;
  let owner: TestUser;
  let member: TestUser;
  let ws: string;
  let board: string;

  const task = (id: string) =>
    adminQuery<{
      version: number;
      status: string;
      completed_at: Date | null;
      updated_at: Date;
      workspace_id: string;
      number: number;
      assignee_id: string | null;
    }>(backend, 'select * from public.tasks where id = $1', [id]).then((rows) => rows[0]);

  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());

  beforeEach(async () => {
    owner = await createUser(backend, 'owner');
    member = await createUser(backend, 'member');
    ws = await createWorkspace(backend, owner, [[member, 'member']]);
    board = await createBoard(backend, ws);
  });

  it('creates a profile per new user from display_name or the email local part', async () => {
    const named = await createUser(backend, 'named', { displayName: '  Ada Lovelace  ' });
    const unnamed = await createUser(backend, 'plain');
    const rows = await adminQuery<{ id: string; display_name: string }>(
      backend,
      'select id, display_name from public.profiles where id = any($1::uuid[])',
      [[named.id, unnamed.id]],
    );
    const byId = new Map(rows.map((row) => [row.id, row.display_name]));
    expect(byId.get(named.id)).toBe('Ada Lovelace');
    expect(byId.get(unnamed.id)).toBe(unnamed.email.split('@')[0]);
  });

  it('bumps version on every update, whatever the client sends, and refreshes updated_at', async () => {
    const created = await createTask(backend, member, board);
    expect(created.version).toBe(1);
    const before = await task(created.id);
    await query(
      backend,
      member,
      `update public.tasks set title = 'One', version = 99 where id = $1`,
      [created.id],
    );
    await query(backend, member, `update public.tasks set priority = 'high' where id = $1`, [
      created.id,
    ]);
    const after = await task(created.id);
    expect(after?.version).toBe(3);
    expect(new Date(after?.updated_at as Date).getTime()).toBeGreaterThan(
      new Date(before?.updated_at as Date).getTime(),
    );
  });

  it('numbers tasks per workspace, starting at 1 in each', async () => {
    const numbers = [];
    for (let i = 0; i < 3; i += 1) numbers.push((await createTask(backend, member, board)).number);
    expect(numbers).toEqual([1, 2, 3]);
    const other = await createWorkspace(backend, member);
    const otherBoard = await createBoard(backend, other);
    expect((await createTask(backend, member, otherBoard)).number).toBe(1);
  });

  it('sets completed_at on entering done and clears it on leaving', async () => {
    const created = await createTask(backend, member, board, { status: 'in_review' });
    await query(backend, member, `update public.tasks set status = 'done' where id = $1`, [
      created.id,
    ]);
    expect((await task(created.id))?.completed_at).toBeInstanceOf(Date);
    await query(backend, member, `update public.tasks set title = 'Still done' where id = $1`, [
      created.id,
    ]);
    expect((await task(created.id))?.completed_at).toBeInstanceOf(Date);
    await query(backend, member, `update public.tasks set status = 'todo' where id = $1`, [
      created.id,
    ]);
    expect((await task(created.id))?.completed_at).toBeNull();
    const done = await createTask(backend, member, board, { status: 'done' });
    expect((await task(done.id))?.completed_at).toBeInstanceOf(Date);
  });

  it('enforces every status transition of supabase/README.md as @tandem/schemas states them', async () => {
    let checked = 0;
    for (const from of TASK_STATUSES) {
      for (const to of TASK_STATUSES) {
        const created = await createTask(backend, member, board, { status: from });
        const attempt = query(
          backend,
          member,
          'update public.tasks set status = $2 where id = $1',
          [created.id, to],
        );
        if (canTransition(from, to)) {
          await attempt;
          expect((await task(created.id))?.status).toBe(to);
        } else {
          await expectInvalid(attempt, /cannot go from/);
          expect((await task(created.id))?.status).toBe(from);
        }
        checked += 1;
      }
    }
    expect(checked).toBe(36);
  });

  it('writes an activity entry for every event kind', async () => {
    const created = await createTask(backend, member, board);
    await query(backend, member, `update public.tasks set title = 'Renamed' where id = $1`, [
      created.id,
    ]);
    await query(backend, member, `update public.tasks set status = 'todo' where id = $1`, [
      created.id,
    ]);
    await query(backend, member, `insert into public.comments (task_id, body) values ($1, 'Hi')`, [
      created.id,
    ]);
    const path = `${ws}/${created.id}/${randomUUID()}-a.txt`;
    await storeAttachmentObject(backend, path, member);
    const attachment = await query<{ id: string }>(
      backend,
      member,
      `insert into public.attachments (task_id, object_path, file_name, mime_type, size_bytes)
       values ($1, $2, 'a.txt', 'text/plain', 1) returning id`,
      [created.id, path],
    );
    await query(backend, member, 'delete from public.attachments where id = $1', [
      attachment.rows[0]?.id,
    ]);
    const item = await query<{ id: string }>(
      backend,
      member,
      `insert into public.task_checklist_items (task_id, title) values ($1, 'Check') returning id`,
      [created.id],
    );
    await query(
      backend,
      member,
      'update public.task_checklist_items set done = true where id = $1',
      [item.rows[0]?.id],
    );
    await query(backend, owner, 'delete from public.tasks where id = $1', [created.id]);
    const viewer = await createUser(backend, 'viewer');
    await adminQuery(
      backend,
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'viewer')`,
      [ws, viewer.id],
    );
    await query(backend, owner, 'select public.change_member_role($1, $2, $3)', [
      ws,
      viewer.id,
      'member',
    ]);
    await query(backend, viewer, 'select public.leave_workspace($1)', [ws]);
    await query(backend, owner, 'update public.boards set archived_at = now() where id = $1', [
      board,
    ]);

    const rows = await query<{
      kind: string;
      actor_id: string | null;
      payload: Record<string, unknown>;
    }>(
      backend,
      owner,
      'select kind, actor_id, payload from public.activity where workspace_id = $1 order by id',
      [ws],
    );
    expect(new Set(rows.rows.map((row) => row.kind))).toEqual(new Set(ACTIVITY_KINDS));
    const moved = rows.rows.find((row) => row.kind === 'task.moved');
    expect(moved?.payload).toMatchObject({ from: 'backlog', to: 'todo' });
    expect(moved?.actor_id).toBe(member.id);
  });

  it('keeps exactly one owner per workspace', async () => {
    const error = await pgError(
      adminQuery(
        backend,
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner')`,
        [ws, (await createUser(backend, 'second')).id],
      ),
    );
    expect(error.code).toBe('23505');
    await expectInvalid(
      adminQuery(
        backend,
        'delete from public.workspace_members where workspace_id = $1 and user_id = $2',
        [ws, owner.id],
      ),
      /exactly one owner/,
    );
    await expectInvalid(
      adminQuery(
        backend,
        `update public.workspace_members set role = 'admin' where workspace_id = $1 and user_id = $2`,
        [ws, owner.id],
      ),
      /exactly one owner/,
    );
    // Deleting the whole workspace is fine: nothing is left without an owner.
    await query(backend, owner, 'delete from public.workspaces where id = $1', [ws]);
    expect(
      await adminQuery(backend, 'select 1 from public.workspace_members where workspace_id = $1', [
        ws,
      ]),
    ).toEqual([]);
  });

  it('removes a deleted user everywhere, but not while they own a workspace', async () => {
    await adminQuery(backend, 'delete from auth.users where id = $1', [member.id]);
    expect(
      await adminQuery(backend, 'select 1 from public.workspace_members where user_id = $1', [
        member.id,
      ]),
    ).toEqual([]);
    await expectInvalid(
      adminQuery(backend, 'delete from auth.users where id = $1', [owner.id]),
      /exactly one owner/,
    );
    expect(
      await adminQuery(backend, 'select role from public.workspace_members where user_id = $1', [
        owner.id,
      ]),
    ).toEqual([{ role: 'owner' }]);
  });

  it('keeps what a deleted user wrote, with its author column null (on delete set null)', async () => {
    const written = await createTask(backend, member, board, { title: 'Left behind' });
    const [comment] = (
      await query<{ id: string }>(
        backend,
        member,
        'insert into public.comments (task_id, body) values ($1, $2) returning id',
        [written.id, 'Still here'],
      )
    ).rows;
    await adminQuery(backend, 'delete from auth.users where id = $1', [member.id]);
    expect(
      await adminQuery(backend, 'select created_by, title from public.tasks where id = $1', [
        written.id,
      ]),
    ).toEqual([{ created_by: null, title: 'Left behind' }]);
    expect(
      await adminQuery(backend, 'select author_id, body from public.comments where id = $1', [
        comment?.id,
      ]),
    ).toEqual([{ author_id: null, body: 'Still here' }]);
    // A live author stays pinned: nobody can clear or change it by an update.
    await adminQuery(backend, 'update public.tasks set created_by = null where id = $1', [
      (await createTask(backend, owner, board)).id,
    ]);
    expect(
      await adminQuery(
        backend,
        'select count(*)::int as n from public.tasks where board_id = $1 and created_by = $2',
        [board, owner.id],
      ),
    ).toEqual([{ n: 1 }]);
  });

  it(`refuses board number ${BOARDS_PER_WORKSPACE_MAX + 1}`, async () => {
    await adminQuery(
      backend,
      `insert into public.boards (workspace_id, name) select $1, 'Board ' || n from generate_series(2, $2) n`,
      [ws, BOARDS_PER_WORKSPACE_MAX],
    );
    await expectInvalid(
      query(
        backend,
        owner,
        `insert into public.boards (workspace_id, name) values ($1, 'One too many')`,
        [ws],
      ),
      /at most 50 boards/,
    );
  });

  it('counts limits exactly when the last free places are raced for', async () => {
    await adminQuery(
      backend,
      `insert into public.boards (workspace_id, name) select $1, 'Board ' || n from generate_series(2, $2) n`,
      [ws, BOARDS_PER_WORKSPACE_MAX - 1],
    );
    const attempts = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) =>
        query(backend, owner, 'insert into public.boards (workspace_id, name) values ($1, $2)', [
          ws,
          `Race ${i}`,
        ]),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const [count] = await adminQuery<{ n: number }>(
      backend,
      'select count(*)::int as n from public.boards where workspace_id = $1',
      [ws],
    );
    expect(count?.n).toBe(BOARDS_PER_WORKSPACE_MAX);
  });

  it(`refuses member number ${MEMBERS_PER_WORKSPACE_MAX + 1}`, async () => {
    await admin(backend, async (tx) => {
      await tx.query(
        `insert into auth.users (id, aud, role, email, email_confirmed_at)
         select gen_random_uuid(), 'authenticated', 'authenticated', 'bulk-' || n || '-' || $2 || '@example.test', now()
         from generate_series(1, $1) n`,
        [MEMBERS_PER_WORKSPACE_MAX - 2, randomUUID()],
      );
      await tx.query(
        `insert into public.workspace_members (workspace_id, user_id, role)
         select $1, id, 'viewer' from auth.users where email like 'bulk-%' and id not in (
           select user_id from public.workspace_members where workspace_id = $1)
         limit $2`,
        [ws, MEMBERS_PER_WORKSPACE_MAX - 2],
      );
    });
    const late = await createUser(backend, 'late');
    await expectInvalid(
      adminQuery(
        backend,
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'viewer')`,
        [ws, late.id],
      ),
      /at most 200 members/,
    );
  });

  it(`refuses pending invitation number ${PENDING_INVITATIONS_MAX + 1}, counting only pending ones`, async () => {
    for (let i = 0; i < PENDING_INVITATIONS_MAX; i += 1) {
      await query(backend, owner, 'select public.invite_member($1, $2, $3)', [
        ws,
        `p${i}@example.test`,
        'viewer',
      ]);
    }
    await expectInvalid(
      query(backend, owner, 'select public.invite_member($1, $2, $3)', [
        ws,
        'extra@example.test',
        'viewer',
      ]),
      /at most 20 pending invitations/,
    );
    const first = await adminQuery<{ id: string }>(
      backend,
      `select id from public.invitations where workspace_id = $1 and email = 'p0@example.test'`,
      [ws],
    );
    await query(backend, owner, 'select public.revoke_invitation($1)', [first[0]?.id]);
    await query(backend, owner, 'select public.invite_member($1, $2, $3)', [
      ws,
      'extra@example.test',
      'viewer',
    ]);
  });

  it(`refuses attachment number ${ATTACHMENTS_PER_TASK_MAX + 1} on a task`, async () => {
    const created = await createTask(backend, member, board);
    const attach = async (i: number) => {
      const path = `${ws}/${created.id}/${randomUUID()}-f${i}.txt`;
      await storeAttachmentObject(backend, path, member);
      return query(
        backend,
        member,
        `insert into public.attachments (task_id, object_path, file_name, mime_type, size_bytes)
         values ($1, $2, $3, 'text/plain', 1)`,
        [created.id, path, `f${i}.txt`],
      );
    };
    for (let i = 0; i < ATTACHMENTS_PER_TASK_MAX; i += 1) await attach(i);
    await expectInvalid(attach(99), /at most 20 attachments/);
  });

  it('refuses an attachment row without its stored file or outside its task folder', async () => {
    const created = await createTask(backend, member, board);
    await expectInvalid(
      query(
        backend,
        member,
        `insert into public.attachments (task_id, object_path, file_name, mime_type, size_bytes)
         values ($1, $2, 'x.txt', 'text/plain', 1)`,
        [created.id, `${ws}/${created.id}/${randomUUID()}-x.txt`],
      ),
      /has not been uploaded/,
    );
    const elsewhere = `${randomUUID()}/${created.id}/x.txt`;
    await expectInvalid(
      query(
        backend,
        member,
        `insert into public.attachments (task_id, object_path, file_name, mime_type, size_bytes)
         values ($1, $2, 'x.txt', 'text/plain', 1)`,
        [created.id, elsewhere],
      ),
      /object_path must be/,
    );
  });

  it('checks label count and length', async () => {
    const created = await createTask(backend, member, board);
    const tooMany = Array.from({ length: TASK_LABELS_MAX + 1 }, (_, i) => `l${i}`);
    const tooLong = ['x'.repeat(TASK_LABEL_MAX_LENGTH + 1)];
    for (const labels of [tooMany, tooLong, [''], [' padded']]) {
      const error = await pgError(
        query(backend, member, 'update public.tasks set labels = $2 where id = $1', [
          created.id,
          labels,
        ]),
      );
      expect(error.code).toBe('23514');
    }
    const ok = Array.from(
      { length: TASK_LABELS_MAX },
      (_, i) => `${'y'.repeat(TASK_LABEL_MAX_LENGTH - 2)}${i}`,
    );
    await query(backend, member, 'update public.tasks set labels = $2 where id = $1', [
      created.id,
      ok,
    ]);
  });

  it('checks text lengths, trimming and the slug pattern', async () => {
    const bad: [string, unknown[]][] = [
      ['update public.workspaces set name = $2 where id = $1', [ws, '']],
      ['update public.workspaces set name = $2 where id = $1', [ws, 'x'.repeat(61)]],
      ['update public.workspaces set name = $2 where id = $1', [ws, ' padded']],
      ['update public.workspaces set slug = $2 where id = $1', [ws, 'ab']],
      ['update public.workspaces set slug = $2 where id = $1', [ws, 'a--b']],
      ['update public.workspaces set slug = $2 where id = $1', [ws, '-abc']],
      ['update public.workspaces set slug = $2 where id = $1', [ws, 'x'.repeat(41)]],
      ['update public.boards set description = $2 where id = $1', [board, 'x'.repeat(1001)]],
      ['update public.profiles set display_name = $2 where id = $1', [owner.id, 'x'.repeat(61)]],
    ];
    for (const [sql, params] of bad) {
      const error = await pgError(adminQuery(backend, sql, params));
      expect(error.code, `${sql} ${String(params[1]).slice(0, 10)}`).toBe('23514');
    }
    await adminQuery(backend, 'update public.workspaces set slug = $2 where id = $1', [
      ws,
      `a-1-b-${Date.now()}`,
    ]);
  });

  it("keeps a profile's avatar in the user's own folder", async () => {
    await query(backend, member, 'update public.profiles set avatar_path = $2 where id = $1', [
      member.id,
      `${member.id}/avatar.png`,
    ]);
    const error = await pgError(
      query(backend, member, 'update public.profiles set avatar_path = $2 where id = $1', [
        member.id,
        `${owner.id}/avatar.png`,
      ]),
    );
    expect(error.code).toBe('23514');
  });

  it('takes workspace_id from the parent, never from the client', async () => {
    const other = await createWorkspace(backend, member);
    const created = await createTask(backend, member, board);
    const comment = await query<{ workspace_id: string }>(
      backend,
      member,
      `insert into public.comments (task_id, workspace_id, body) values ($1, $2, 'x') returning workspace_id`,
      [created.id, other],
    );
    expect(comment.rows[0]?.workspace_id).toBe(ws);
    const otherBoard = await createBoard(backend, other);
    await expectInvalid(
      query(backend, member, 'update public.tasks set board_id = $2 where id = $1', [
        created.id,
        otherBoard,
      ]),
      /board of its workspace/,
    );
    await query(backend, owner, 'update public.tasks set workspace_id = $2 where id = $1', [
      created.id,
      other,
    ]);
    expect((await task(created.id))?.workspace_id).toBe(ws);
  });

  it('lets only members be assignees, and unassigns a member who leaves', async () => {
    const created = await createTask(backend, member, board);
    const stranger = await createUser(backend, 'stranger');
    await expectInvalid(
      query(backend, member, 'update public.tasks set assignee_id = $2 where id = $1', [
        created.id,
        stranger.id,
      ]),
      /assignee must be a member/,
    );
    await query(backend, member, 'update public.tasks set assignee_id = $2 where id = $1', [
      created.id,
      member.id,
    ]);
    await query(backend, member, 'select public.leave_workspace($1)', [ws]);
    expect((await task(created.id))?.assignee_id).toBeNull();
  });

  it('marks edited and deleted comments, and keeps a deleted comment deleted', async () => {
    const created = await createTask(backend, member, board);
    const inserted = await query<{ id: string; author_id: string; edited_at: Date | null }>(
      backend,
      member,
      `insert into public.comments (task_id, body) values ($1, 'Draft') returning id, author_id, edited_at`,
      [created.id],
    );
    const id = inserted.rows[0]?.id;
    expect(inserted.rows[0]?.author_id).toBe(member.id);
    expect(inserted.rows[0]?.edited_at).toBeNull();
    await query(backend, member, `update public.comments set body = 'Final' where id = $1`, [id]);
    const adminEdit = await pgError(
      query(backend, owner, `update public.comments set body = 'Owner words' where id = $1`, [id]),
    );
    expect(adminEdit.code).toBe('42501');
    await query(backend, owner, 'update public.comments set deleted_at = now() where id = $1', [
      id,
    ]);
    await expectInvalid(
      query(backend, member, 'update public.comments set deleted_at = null where id = $1', [id]),
      /deleted comment cannot change/,
    );
    const [row] = await adminQuery<{
      body: string;
      edited_at: Date | null;
      deleted_at: Date | null;
    }>(backend, 'select body, edited_at, deleted_at from public.comments where id = $1', [id]);
    expect(row?.body).toBe('Final');
    expect(row?.edited_at).toBeInstanceOf(Date);
    expect(row?.deleted_at).toBeInstanceOf(Date);
  });
});
