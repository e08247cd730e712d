import { randomUUID } from 'node:crypto';
import type { TestBackend } from '@tandem/local-backend/testing';
import { adminQuery, createUser, query, type TestUser } from './helpers.js';

/** The actors of the permission matrix (supabase/README.md, "Roles and permissions"), `anon` being no user at all. */
export const ACTORS = [
  'anon',
  'outsider',
  'viewer',
  'member',
  'admin',
  'owner',
  'elsewhere',
] as const;
export type ActorName = (typeof ACTORS)[number];

/**
 * Workspace A with one user per role, a signed-in user in no workspace (`outsider`) and the
 * owner of another workspace B (`elsewhere`), plus one row of every kind in A.
 */
export interface World {
  users: Record<Exclude<ActorName, 'anon'>, TestUser>;
  workspaceId: string;
  otherWorkspaceId: string;
  boardId: string;
  otherBoardId: string;
  taskId: string;
  otherTaskId: string;
  commentId: string;
  /** An item of the task's checklist, added by the member. */
  checklistItemId: string;
  /** A label of workspace A, added by the owner. */
  labelId: string;
  attachmentId: string;
  attachmentPath: string;
  /** A stored attachment object no attachment row points at yet. */
  spareObjectPath: string;
  /** The member's avatar object. */
  avatarPath: string;
  /** A notification of the member's, from the admin, about the task. */
  notificationId: string;
}

let slugCounter = 0;
/** A slug no other test of this process uses. */
export function uniqueSlug(prefix = 'ws'): string {
  slugCounter += 1;
  return `${prefix}-${process.pid}-${slugCounter}-${randomUUID().slice(0, 6)}`;
}

/** Creates a workspace through the RPC as `owner` and adds the given members directly. */
export async function createWorkspace(
  backend: TestBackend,
  owner: TestUser,
  members: [TestUser, 'viewer' | 'member' | 'admin'][] = [],
): Promise<string> {
  const result = await query<{ id: string }>(
    backend,
    owner,
    'select id from public.create_workspace($1, $2)',
    ['Workspace', uniqueSlug()],
  );
  const id = result.rows[0]?.id as string;
  for (const [user, role] of members) {
    await adminQuery(
      backend,
      'insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)',
      [id, user.id, role],
    );
  }
  return id;
}

/** Creates a board as the service role. */
export async function createBoard(backend: TestBackend, workspaceId: string, name = 'Board') {
  const rows = await adminQuery<{ id: string }>(
    backend,
    'insert into public.boards (workspace_id, name) values ($1, $2) returning id',
    [workspaceId, name],
  );
  return rows[0]?.id as string;
}

/** Creates a task as `user` (a member or above) and returns its row. */
export async function createTask(
  backend: TestBackend,
  user: TestUser,
  boardId: string,
  fields: { title?: string; status?: string } = {},
) {
  // workspace_id is left out on purpose: the trigger takes it from the board.
  const result = await query<{ id: string; number: number; version: number; position: string }>(
    backend,
    user,
    `insert into public.tasks (board_id, title, status)
     values ($1, $2, coalesce($3::public.task_status, 'backlog'))
     returning id, number, version, position`,
    [boardId, fields.title ?? 'A task', fields.status ?? null],
  );
  return result.rows[0] as { id: string; number: number; version: number; position: string };
}

/** Stores an object row in the attachments bucket, as the storage service would. */
export async function storeAttachmentObject(
  backend: TestBackend,
  path: string,
  owner: TestUser,
): Promise<void> {
  await adminQuery(
    backend,
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ('attachments', $1, $2::uuid, $2::text, '{"size": 5, "mimetype": "text/plain"}')`,
    [path, owner.id],
  );
}

/** Builds the {@link World}. */
export async function buildWorld(backend: TestBackend): Promise<World> {
  const [owner, admin, member, viewer, outsider, elsewhere] = await Promise.all([
    createUser(backend, 'owner'),
    createUser(backend, 'admin'),
    createUser(backend, 'member'),
    createUser(backend, 'viewer'),
    createUser(backend, 'outsider'),
    createUser(backend, 'elsewhere'),
  ]);
  const users = { owner, admin, member, viewer, outsider, elsewhere };
  const workspaceId = await createWorkspace(backend, owner, [
    [admin, 'admin'],
    [member, 'member'],
    [viewer, 'viewer'],
  ]);
  const otherWorkspaceId = await createWorkspace(backend, elsewhere);
  const boardId = await createBoard(backend, workspaceId);
  const otherBoardId = await createBoard(backend, otherWorkspaceId);
  const task = await createTask(backend, member, boardId);
  const otherTask = await createTask(backend, elsewhere, otherBoardId);
  const comment = await query<{ id: string }>(
    backend,
    member,
    'insert into public.comments (task_id, workspace_id, body) values ($1, $2, $3) returning id',
    [task.id, workspaceId, 'First!'],
  );
  const [checklistItem] = (
    await query<{ id: string }>(
      backend,
      member,
      `insert into public.task_checklist_items (task_id, title) values ($1, 'Check it') returning id`,
      [task.id],
    )
  ).rows;
  const [label] = (
    await query<{ id: string }>(
      backend,
      owner,
      `insert into public.workspace_labels (workspace_id, name, color) values ($1, 'design', 'teal') returning id`,
      [workspaceId],
    )
  ).rows;
  const attachmentPath = `${workspaceId}/${task.id}/${randomUUID()}-notes.txt`;
  await storeAttachmentObject(backend, attachmentPath, member);
  const attachment = await query<{ id: string }>(
    backend,
    member,
    `insert into public.attachments (task_id, workspace_id, object_path, file_name, mime_type, size_bytes)
     values ($1, $2, $3, 'notes.txt', 'text/plain', 5) returning id`,
    [task.id, workspaceId, attachmentPath],
  );
  // One pending invitation, so that invitations have a row to see.
  await query(backend, owner, 'select public.invite_member($1, $2, $3)', [
    workspaceId,
    'invitee@example.test',
    'member',
  ]);
  const spareObjectPath = `${workspaceId}/${task.id}/${randomUUID()}-spare.txt`;
  await storeAttachmentObject(backend, spareObjectPath, member);
  const avatarPath = `${member.id}/avatar.png`;
  await adminQuery(
    backend,
    `insert into storage.objects (bucket_id, name, owner, owner_id) values ('avatars', $1, $2::uuid, $2::text)`,
    [avatarPath, member.id],
  );
  // Written as the service role: what a trigger would write when the admin assigns the task.
  const [notification] = await adminQuery<{ id: string }>(
    backend,
    `insert into public.notifications (recipient_id, workspace_id, task_id, kind, actor_id)
     values ($1, $2, $3, 'assigned', $4) returning id`,
    [member.id, workspaceId, task.id, admin.id],
  );
  await adminQuery(
    backend,
    `insert into public.notification_preferences (user_id, kind, in_app, email)
     values ($1, 'commented', true, true)`,
    [member.id],
  );
  return {
    users,
    workspaceId,
    otherWorkspaceId,
    boardId,
    otherBoardId,
    taskId: task.id,
    otherTaskId: otherTask.id,
    commentId: comment.rows[0]?.id as string,
    checklistItemId: checklistItem?.id as string,
    labelId: label?.id as string,
    attachmentId: attachment.rows[0]?.id as string,
    attachmentPath,
    spareObjectPath,
    avatarPath,
    notificationId: notification?.id as string,
  };
}
