import { randomUUID } from 'node:crypto';
import type { Tx } from '@tandem/local-backend';
import { type Action, can, type MemberRole } from '@tandem/schemas';
import type { ActorName, World } from './world.js';

/** One cell family of the permission matrix: a resource, an operation, who may do it. */
export interface MatrixCase {
  resource: string;
  operation: string;
  /** Whether `actor` may do it (supabase/README.md, "Roles and permissions"). */
  allowed: (actor: ActorName) => boolean;
  /**
   * Attempts the operation in a transaction that is rolled back afterwards.
   * @returns whether it took effect (a row seen, written or removed).
   */
  attempt: (tx: Tx, world: World, actor: ActorName) => Promise<boolean>;
  /** Transaction-local settings to apply first (e.g. the realtime topic). */
  settings?: (world: World) => Record<string, string>;
}

const ROLES: Partial<Record<ActorName, MemberRole>> = {
  viewer: 'viewer',
  member: 'member',
  admin: 'admin',
  owner: 'owner',
};

/** Members of workspace A allowed `action` by the permission table; nobody else. */
export const byAction = (action: Action) => (actor: ActorName) => {
  const role = ROLES[actor];
  return role !== undefined && can(role, action);
};
const nobody = () => false;
const signedIn = (actor: ActorName) => actor !== 'anon';
const only =
  (...actors: ActorName[]) =>
  (actor: ActorName) =>
    actors.includes(actor);

async function sees(tx: Tx, sql: string, params: unknown[]): Promise<boolean> {
  return (await tx.query(sql, params)).rows.length > 0;
}
async function changes(tx: Tx, sql: string, params: unknown[]): Promise<boolean> {
  return (await tx.query(sql, params)).rowCount > 0;
}

/** Every table, bucket and private topic, every operation. */
export const MATRIX: MatrixCase[] = [
  // profiles
  {
    resource: 'profiles',
    operation: 'select a co-member',
    allowed: byAction('workspace.view'),
    attempt: (tx, w) =>
      sees(tx, 'select 1 from public.profiles where id = $1', [w.users.member.id]),
  },
  {
    resource: 'profiles',
    operation: 'insert',
    allowed: nobody,
    attempt: (tx) =>
      changes(
        tx,
        `insert into public.profiles (id, display_name) values (auth.uid(), 'Me') on conflict do nothing`,
        [],
      ),
  },
  {
    resource: 'profiles',
    operation: 'update own',
    allowed: signedIn,
    attempt: (tx) =>
      changes(tx, `update public.profiles set display_name = 'Renamed' where id = auth.uid()`, []),
  },
  {
    resource: 'profiles',
    operation: "update another's",
    allowed: only('member'),
    attempt: (tx, w) =>
      changes(tx, `update public.profiles set display_name = 'Hacked' where id = $1`, [
        w.users.member.id,
      ]),
  },
  {
    resource: 'profiles',
    operation: 'delete own',
    allowed: nobody,
    attempt: (tx) => changes(tx, 'delete from public.profiles where id = auth.uid()', []),
  },
  // workspaces
  {
    resource: 'workspaces',
    operation: 'select',
    allowed: byAction('workspace.view'),
    attempt: (tx, w) => sees(tx, 'select 1 from public.workspaces where id = $1', [w.workspaceId]),
  },
  {
    resource: 'workspaces',
    operation: 'insert',
    allowed: nobody,
    attempt: (tx) =>
      changes(tx, `insert into public.workspaces (name, slug) values ('Direct', $1)`, [
        `direct-${randomUUID().slice(0, 8)}`,
      ]),
  },
  {
    resource: 'workspaces',
    operation: 'update',
    allowed: byAction('workspace.edit'),
    attempt: (tx, w) =>
      changes(tx, `update public.workspaces set name = 'Renamed' where id = $1`, [w.workspaceId]),
  },
  {
    resource: 'workspaces',
    operation: 'delete',
    allowed: byAction('workspace.own'),
    attempt: (tx, w) => changes(tx, 'delete from public.workspaces where id = $1', [w.workspaceId]),
  },
  // workspace_members
  {
    resource: 'workspace_members',
    operation: 'select',
    allowed: byAction('workspace.view'),
    attempt: (tx, w) =>
      sees(tx, 'select 1 from public.workspace_members where workspace_id = $1', [w.workspaceId]),
  },
  {
    resource: 'workspace_members',
    operation: 'insert',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(
        tx,
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'admin')`,
        [w.workspaceId, w.users.outsider.id],
      ),
  },
  {
    resource: 'workspace_members',
    operation: 'update',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(
        tx,
        `update public.workspace_members set role = 'viewer' where workspace_id = $1 and user_id = $2`,
        [w.workspaceId, w.users.member.id],
      ),
  },
  {
    resource: 'workspace_members',
    operation: 'delete',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(tx, 'delete from public.workspace_members where workspace_id = $1 and user_id = $2', [
        w.workspaceId,
        w.users.viewer.id,
      ]),
  },
  // invitations
  {
    resource: 'invitations',
    operation: 'select',
    allowed: byAction('members.manage'),
    attempt: (tx, w) =>
      sees(tx, 'select 1 from public.invitations where workspace_id = $1', [w.workspaceId]),
  },
  {
    resource: 'invitations',
    operation: 'insert',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(
        tx,
        `insert into public.invitations (workspace_id, email, role, token) values ($1, 'x@example.test', 'admin', $2)`,
        [w.workspaceId, randomUUID() + randomUUID()],
      ),
  },
  {
    resource: 'invitations',
    operation: 'update',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(tx, `update public.invitations set role = 'admin' where workspace_id = $1`, [
        w.workspaceId,
      ]),
  },
  {
    resource: 'invitations',
    operation: 'delete',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(tx, 'delete from public.invitations where workspace_id = $1', [w.workspaceId]),
  },
  // boards
  {
    resource: 'boards',
    operation: 'select',
    allowed: byAction('workspace.view'),
    attempt: (tx, w) => sees(tx, 'select 1 from public.boards where id = $1', [w.boardId]),
  },
  {
    resource: 'boards',
    operation: 'insert',
    allowed: byAction('boards.manage'),
    attempt: (tx, w) =>
      changes(tx, `insert into public.boards (workspace_id, name) values ($1, 'New')`, [
        w.workspaceId,
      ]),
  },
  {
    resource: 'boards',
    operation: 'update (rename, archive)',
    allowed: byAction('boards.manage'),
    attempt: (tx, w) =>
      changes(tx, `update public.boards set name = 'Renamed', archived_at = now() where id = $1`, [
        w.boardId,
      ]),
  },
  {
    resource: 'boards',
    operation: 'delete',
    allowed: nobody,
    attempt: (tx, w) => changes(tx, 'delete from public.boards where id = $1', [w.boardId]),
  },
  // tasks
  {
    resource: 'tasks',
    operation: 'select',
    allowed: byAction('workspace.view'),
    attempt: (tx, w) => sees(tx, 'select 1 from public.tasks where id = $1', [w.taskId]),
  },
  {
    resource: 'tasks',
    operation: 'insert',
    allowed: byAction('content.contribute'),
    attempt: (tx, w) =>
      changes(tx, `insert into public.tasks (board_id, title) values ($1, 'New task')`, [
        w.boardId,
      ]),
  },
  {
    resource: 'tasks',
    operation: 'insert with a forged workspace_id',
    // The board decides the workspace: a member of B naming B cannot write onto A's board.
    allowed: byAction('content.contribute'),
    attempt: (tx, w) =>
      changes(
        tx,
        `insert into public.tasks (board_id, workspace_id, title) values ($1, $2, 'Forged')`,
        [w.boardId, w.otherWorkspaceId],
      ),
  },
  {
    resource: 'tasks',
    operation: 'update',
    allowed: byAction('content.contribute'),
    attempt: (tx, w) =>
      changes(tx, `update public.tasks set title = 'Edited' where id = $1`, [w.taskId]),
  },
  {
    resource: 'tasks',
    operation: 'delete',
    allowed: byAction('content.delete-any'),
    attempt: (tx, w) => changes(tx, 'delete from public.tasks where id = $1', [w.taskId]),
  },
  // comments (written by `member`)
  {
    resource: 'comments',
    operation: 'select',
    allowed: byAction('workspace.view'),
    attempt: (tx, w) => sees(tx, 'select 1 from public.comments where id = $1', [w.commentId]),
  },
  {
    resource: 'comments',
    operation: 'insert',
    allowed: byAction('content.contribute'),
    attempt: (tx, w) =>
      changes(
        tx,
        `insert into public.comments (task_id, workspace_id, body) values ($1, $2, 'Hi')`,
        [w.taskId, w.workspaceId],
      ),
  },
  {
    resource: 'comments',
    operation: 'insert with a forged workspace_id',
    allowed: byAction('content.contribute'),
    attempt: (tx, w) =>
      changes(
        tx,
        `insert into public.comments (task_id, workspace_id, body) values ($1, $2, 'Hi')`,
        [w.taskId, w.otherWorkspaceId],
      ),
  },
  {
    resource: 'comments',
    operation: "edit another member's body",
    allowed: only('member'),
    attempt: (tx, w) =>
      changes(tx, `update public.comments set body = 'Edited' where id = $1`, [w.commentId]),
  },
  {
    resource: 'comments',
    operation: 'soft-delete',
    allowed: (actor) => actor === 'member' || byAction('content.delete-any')(actor),
    attempt: (tx, w) =>
      changes(tx, 'update public.comments set deleted_at = now() where id = $1', [w.commentId]),
  },
  {
    resource: 'comments',
    operation: 'delete',
    allowed: (actor) => actor === 'member' || byAction('content.delete-any')(actor),
    attempt: (tx, w) => changes(tx, 'delete from public.comments where id = $1', [w.commentId]),
  },
  // attachments (uploaded by `member`)
  {
    resource: 'attachments',
    operation: 'select',
    allowed: byAction('workspace.view'),
    attempt: (tx, w) =>
      sees(tx, 'select 1 from public.attachments where id = $1', [w.attachmentId]),
  },
  {
    resource: 'attachments',
    operation: 'insert',
    allowed: byAction('content.contribute'),
    // The file was stored beforehand (world.spareObjectPath), as the upload flow requires.
    attempt: (tx, w) =>
      changes(
        tx,
        `insert into public.attachments (task_id, workspace_id, object_path, file_name, mime_type, size_bytes)
         values ($1, $2, $3, 'more.txt', 'text/plain', 4)`,
        [w.taskId, w.workspaceId, w.spareObjectPath],
      ),
  },
  {
    resource: 'attachments',
    operation: 'update',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(tx, `update public.attachments set file_name = 'renamed.txt' where id = $1`, [
        w.attachmentId,
      ]),
  },
  {
    resource: 'attachments',
    operation: 'delete',
    allowed: (actor) => actor === 'member' || byAction('content.delete-any')(actor),
    attempt: (tx, w) =>
      changes(tx, 'delete from public.attachments where id = $1', [w.attachmentId]),
  },
  // activity
  {
    resource: 'activity',
    operation: 'select',
    allowed: byAction('workspace.view'),
    attempt: (tx, w) =>
      sees(tx, 'select 1 from public.activity where workspace_id = $1', [w.workspaceId]),
  },
  {
    resource: 'activity',
    operation: 'insert',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(
        tx,
        `insert into public.activity (workspace_id, kind, payload) values ($1, 'task.created', '{}')`,
        [w.workspaceId],
      ),
  },
  {
    resource: 'activity',
    operation: 'update',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(tx, `update public.activity set payload = '{}' where workspace_id = $1`, [
        w.workspaceId,
      ]),
  },
  {
    resource: 'activity',
    operation: 'delete',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(tx, 'delete from public.activity where workspace_id = $1', [w.workspaceId]),
  },
  // task_watchers (the member watches the task they created and commented on)
  {
    resource: 'task_watchers',
    operation: 'select',
    allowed: byAction('workspace.view'),
    attempt: (tx, w) =>
      sees(tx, 'select 1 from public.task_watchers where task_id = $1', [w.taskId]),
  },
  {
    resource: 'task_watchers',
    operation: 'insert own (watch; the member already does)',
    allowed: (actor) => byAction('workspace.view')(actor) && actor !== 'member',
    attempt: (tx, w) =>
      changes(tx, 'insert into public.task_watchers (task_id) values ($1) on conflict do nothing', [
        w.taskId,
      ]),
  },
  {
    resource: 'task_watchers',
    operation: "insert another's",
    allowed: nobody,
    attempt: (tx, w) =>
      changes(
        tx,
        'insert into public.task_watchers (task_id, user_id) values ($1, $2) on conflict do nothing',
        // The owner of another workspace: someone else for all but themselves, who cannot see the task.
        [w.taskId, w.users.elsewhere.id],
      ),
  },
  {
    resource: 'task_watchers',
    operation: 'update',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(tx, 'update public.task_watchers set created_at = now() where task_id = $1', [
        w.taskId,
      ]),
  },
  {
    resource: 'task_watchers',
    operation: "delete the member's (unwatch)",
    allowed: only('member'),
    attempt: (tx, w) =>
      changes(tx, 'delete from public.task_watchers where task_id = $1 and user_id = $2', [
        w.taskId,
        w.users.member.id,
      ]),
  },
  // task_checklist_items (one item, added by the member)
  {
    resource: 'task_checklist_items',
    operation: 'select',
    allowed: byAction('workspace.view'),
    attempt: (tx, w) =>
      sees(tx, 'select 1 from public.task_checklist_items where id = $1', [w.checklistItemId]),
  },
  {
    resource: 'task_checklist_items',
    operation: 'insert',
    allowed: byAction('content.contribute'),
    attempt: (tx, w) =>
      changes(tx, `insert into public.task_checklist_items (task_id, title) values ($1, 'More')`, [
        w.taskId,
      ]),
  },
  {
    resource: 'task_checklist_items',
    operation: 'update (check, rename)',
    allowed: byAction('content.contribute'),
    attempt: (tx, w) =>
      changes(
        tx,
        `update public.task_checklist_items set done = true, title = 'Checked' where id = $1`,
        [w.checklistItemId],
      ),
  },
  {
    resource: 'task_checklist_items',
    operation: 'delete',
    allowed: byAction('content.contribute'),
    attempt: (tx, w) =>
      changes(tx, 'delete from public.task_checklist_items where id = $1', [w.checklistItemId]),
  },
  // workspace_labels (one label, added by the owner)
  {
    resource: 'workspace_labels',
    operation: 'select',
    allowed: byAction('workspace.view'),
    attempt: (tx, w) =>
      sees(tx, 'select 1 from public.workspace_labels where id = $1', [w.labelId]),
  },
  {
    resource: 'workspace_labels',
    operation: 'insert',
    allowed: byAction('content.contribute'),
    attempt: (tx, w) =>
      changes(tx, `insert into public.workspace_labels (workspace_id, name) values ($1, 'new')`, [
        w.workspaceId,
      ]),
  },
  {
    resource: 'workspace_labels',
    operation: 'update (rename, recolour)',
    allowed: byAction('workspace.edit'),
    attempt: (tx, w) =>
      changes(tx, `update public.workspace_labels set name = 'ux', color = 'pink' where id = $1`, [
        w.labelId,
      ]),
  },
  {
    resource: 'workspace_labels',
    operation: 'delete',
    allowed: byAction('workspace.edit'),
    attempt: (tx, w) =>
      changes(tx, 'delete from public.workspace_labels where id = $1', [w.labelId]),
  },
  // notifications (one for the member, from the admin)
  {
    resource: 'notifications',
    operation: "select the member's",
    allowed: only('member'),
    attempt: (tx, w) =>
      sees(tx, 'select 1 from public.notifications where id = $1', [w.notificationId]),
  },
  {
    resource: 'notifications',
    operation: 'insert',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(
        tx,
        `insert into public.notifications (recipient_id, workspace_id, kind) values (auth.uid(), $1, 'invited')`,
        [w.workspaceId],
      ),
  },
  {
    resource: 'notifications',
    operation: 'update',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(tx, 'update public.notifications set read_at = now() where id = $1', [
        w.notificationId,
      ]),
  },
  {
    resource: 'notifications',
    operation: 'delete',
    allowed: nobody,
    attempt: (tx, w) =>
      changes(tx, 'delete from public.notifications where id = $1', [w.notificationId]),
  },
  {
    resource: 'notifications',
    operation: 'mark read (rpc)',
    allowed: only('member'),
    attempt: async (tx, w) => {
      try {
        await tx.query('select public.mark_notification_read($1)', [w.notificationId]);
        return true;
      } catch (error) {
        // Another person's notification is data/not-found, as a missing one.
        if ((error as { code?: string }).code === 'PT404') return false;
        throw error;
      }
    },
  },
  // notification_preferences (the member turned comment emails on)
  {
    resource: 'notification_preferences',
    operation: "select the member's",
    allowed: only('member'),
    attempt: (tx, w) =>
      sees(tx, 'select 1 from public.notification_preferences where user_id = $1', [
        w.users.member.id,
      ]),
  },
  {
    resource: 'notification_preferences',
    operation: 'insert own',
    allowed: signedIn,
    attempt: (tx) =>
      changes(
        tx,
        `insert into public.notification_preferences (kind, in_app, email) values ('assigned', true, false)`,
        [],
      ),
  },
  {
    resource: 'notification_preferences',
    operation: "insert with the member's user_id",
    allowed: only('member'),
    attempt: (tx, w) =>
      changes(
        tx,
        `insert into public.notification_preferences (user_id, kind, in_app, email) values ($1, 'assigned', true, false)`,
        [w.users.member.id],
      ),
  },
  {
    resource: 'notification_preferences',
    operation: "update the member's",
    allowed: only('member'),
    attempt: (tx, w) =>
      changes(tx, 'update public.notification_preferences set email = false where user_id = $1', [
        w.users.member.id,
      ]),
  },
  {
    resource: 'notification_preferences',
    operation: "delete the member's",
    allowed: only('member'),
    attempt: (tx, w) =>
      changes(tx, 'delete from public.notification_preferences where user_id = $1', [
        w.users.member.id,
      ]),
  },
];

/** storage.objects in both buckets. */
export const STORAGE_MATRIX: MatrixCase[] = [
  {
    resource: 'storage attachments',
    operation: 'select (download, sign)',
    allowed: byAction('workspace.view'),
    attempt: (tx, w) =>
      sees(tx, `select 1 from storage.objects where bucket_id = 'attachments' and name = $1`, [
        w.attachmentPath,
      ]),
  },
  {
    resource: 'storage attachments',
    operation: 'insert (upload)',
    allowed: byAction('content.contribute'),
    attempt: (tx, w) =>
      changes(
        tx,
        `insert into storage.objects (bucket_id, name, owner, owner_id) values ('attachments', $1, auth.uid(), auth.uid()::text)`,
        [`${w.workspaceId}/${w.taskId}/${randomUUID()}-upload.txt`],
      ),
  },
  {
    resource: 'storage attachments',
    operation: "insert under A with B's task",
    allowed: nobody,
    attempt: (tx, w) =>
      changes(
        tx,
        `insert into storage.objects (bucket_id, name, owner, owner_id) values ('attachments', $1, auth.uid(), auth.uid()::text)`,
        [`${w.workspaceId}/${w.otherTaskId}/${randomUUID()}-upload.txt`],
      ),
  },
  {
    resource: 'storage attachments',
    operation: "update the uploader's file",
    allowed: only('member'),
    attempt: (tx, w) =>
      changes(
        tx,
        `update storage.objects set metadata = '{"size": 6}' where bucket_id = 'attachments' and name = $1`,
        [w.attachmentPath],
      ),
  },
  {
    resource: 'storage attachments',
    operation: 'delete',
    allowed: (actor) => actor === 'member' || byAction('content.delete-any')(actor),
    attempt: (tx, w) =>
      changes(tx, `delete from storage.objects where bucket_id = 'attachments' and name = $1`, [
        w.attachmentPath,
      ]),
  },
  {
    resource: 'storage avatars',
    operation: 'insert in own folder',
    allowed: signedIn,
    attempt: (tx) =>
      changes(
        tx,
        `insert into storage.objects (bucket_id, name, owner, owner_id) values ('avatars', auth.uid()::text || '/me.png', auth.uid(), auth.uid()::text)`,
        [],
      ),
  },
  {
    resource: 'storage avatars',
    operation: "insert in another user's folder",
    allowed: nobody,
    attempt: (tx) =>
      changes(
        tx,
        `insert into storage.objects (bucket_id, name, owner, owner_id) values ('avatars', $1, auth.uid(), auth.uid()::text)`,
        [`${randomUUID()}/me.png`],
      ),
  },
  {
    resource: 'storage avatars',
    operation: "select the member's avatar row",
    allowed: only('member'),
    attempt: (tx, w) =>
      sees(tx, `select 1 from storage.objects where bucket_id = 'avatars' and name = $1`, [
        w.avatarPath,
      ]),
  },
  {
    resource: 'storage avatars',
    operation: "update the member's avatar",
    allowed: only('member'),
    attempt: (tx, w) =>
      changes(
        tx,
        `update storage.objects set metadata = '{}' where bucket_id = 'avatars' and name = $1`,
        [w.avatarPath],
      ),
  },
  {
    resource: 'storage avatars',
    operation: "delete the member's avatar",
    allowed: only('member'),
    attempt: (tx, w) =>
      changes(tx, `delete from storage.objects where bucket_id = 'avatars' and name = $1`, [
        w.avatarPath,
      ]),
  },
];

const topics = {
  board: (w: World) => `board:${w.boardId}`,
  task: (w: World) => `task:${w.taskId}`,
  workspace: (w: World) => `workspace:${w.workspaceId}`,
};

/** Private realtime topics: joining (select) and sending (insert) on realtime.messages. */
export const REALTIME_MATRIX: MatrixCase[] = Object.entries(topics).flatMap(([kind, topicOf]) => [
  {
    resource: `realtime ${kind}:<id>`,
    operation: 'join (select)',
    allowed: byAction('workspace.view'),
    settings: (w: World) => ({ 'realtime.topic': topicOf(w) }),
    attempt: (tx: Tx, w: World) =>
      sees(tx, 'select 1 from realtime.messages where topic = $1', [topicOf(w)]),
  },
  {
    resource: `realtime ${kind}:<id>`,
    operation: 'send broadcast (insert)',
    // Row changes come from the database's triggers alone: no client may broadcast.
    allowed: nobody,
    settings: (w: World) => ({ 'realtime.topic': topicOf(w) }),
    attempt: (tx: Tx, w: World) =>
      changes(
        tx,
        `insert into realtime.messages (topic, extension, event, payload, private)
         values ($1, 'broadcast', 'editing', '{"number": 1}', true)`,
        [topicOf(w)],
      ),
  },
  {
    resource: `realtime ${kind}:<id>`,
    operation: 'track presence (insert)',
    // Presence is a board's only: who is looking at it, viewers included.
    allowed: kind === 'board' ? byAction('workspace.view') : nobody,
    settings: (w: World) => ({ 'realtime.topic': topicOf(w) }),
    attempt: (tx: Tx, w: World) =>
      changes(
        tx,
        `insert into realtime.messages (topic, extension, payload, private)
         values ($1, 'presence', '{}', true)`,
        [topicOf(w)],
      ),
  },
  {
    resource: `realtime ${kind}:<id>`,
    operation: 'send on a topic named after another id kind',
    // `board:<task id>` must not resolve: ids are looked up in the table the prefix names.
    allowed: nobody,
    settings: (w: World) => ({ 'realtime.topic': `${kind}:${w.users.member.id}` }),
    attempt: (tx: Tx, w: World) =>
      changes(
        tx,
        `insert into realtime.messages (topic, extension, payload, private)
         values ($1, 'broadcast', '{}', true)`,
        [`${kind}:${w.users.member.id}`],
      ),
  },
]);
