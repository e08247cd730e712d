import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablesInsert } from '../types/database.js';
import { clientFor, type TandemClient } from './clients.js';
import { startBackend } from './helpers.js';
import { byAction } from './matrix.js';
import { ACTORS, type ActorName, buildWorld, type World } from './world.js';

/** A task row as inserted: `state_id` is left to the database's trigger. */
type TaskInsert = TablesInsert<'tasks'>;

type Result = {
  error: { code: string; message: string } | null;
  data?: unknown;
  count?: number | null;
};

/** Refusals by RLS, privileges or an RPC's own role check count as "denied"; others are bugs. */
const DENIED_CODES = new Set(['42501', 'PT404']);

function settle(result: Result, measure: 'rows' | 'count' | 'ok'): boolean {
  if (result.error) {
    if (DENIED_CODES.has(result.error.code)) return false;
    // A parent the caller cannot see answers as a missing one (no existence oracle).
    if (result.error.code === '23503' && result.error.message.startsWith('data/not-found')) {
      return false;
    }
    throw new Error(`unexpected error ${result.error.code}: ${result.error.message}`);
  }
  if (measure === 'rows') return Array.isArray(result.data) && result.data.length > 0;
  if (measure === 'count') return (result.count ?? 0) > 0;
  return true;
}

interface RestCase {
  resource: string;
  operation: string;
  allowed: (actor: ActorName) => boolean;
  run: (client: TandemClient, world: World) => Promise<boolean>;
}

const nobody = () => false;
const signedIn = (actor: ActorName) => actor !== 'anon';
const onlyMember = (actor: ActorName) => actor === 'member';
const authorOrAdmin = (actor: ActorName) =>
  actor === 'member' || byAction('content.delete-any')(actor);

/**
 * Every table and RPC through the unmodified supabase-js, in an order where each cell leaves
 * the next one something to act on: reads, then writes, then RPCs, then deletes (the
 * workspace last). Each actor gets a world of its own.
 */
const CASES: RestCase[] = [
  ...(
    [
      ['profiles', (w: World) => ['id', w.users.member.id]],
      ['workspaces', (w: World) => ['id', w.workspaceId]],
      ['workspace_members', (w: World) => ['workspace_id', w.workspaceId]],
      ['boards', (w: World) => ['id', w.boardId]],
      ['tasks', (w: World) => ['id', w.taskId]],
      ['comments', (w: World) => ['id', w.commentId]],
      ['attachments', (w: World) => ['id', w.attachmentId]],
      ['activity', (w: World) => ['workspace_id', w.workspaceId]],
    ] as const
  ).map(
    ([table, key]): RestCase => ({
      resource: table,
      operation: 'select',
      allowed: byAction('workspace.view'),
      run: async (c, w) => {
        const [column, value] = key(w) as [string, string];
        return settle(
          await c
            .from(table)
            .select('*')
            .eq(column as never, value as never),
          'rows',
        );
      },
    }),
  ),
  {
    resource: 'invitations',
    operation: 'select',
    allowed: byAction('members.manage'),
    run: async (c, w) =>
      settle(await c.from('invitations').select('id').eq('workspace_id', w.workspaceId), 'rows'),
  },
  {
    resource: 'tasks',
    operation: 'full-text search',
    allowed: byAction('workspace.view'),
    run: async (c, w) =>
      settle(
        await c
          .from('tasks')
          .select('id')
          .eq('workspace_id', w.workspaceId)
          .textSearch('search', 'task', { config: 'english' }),
        'rows',
      ),
  },
  {
    resource: 'task_watchers',
    operation: 'select',
    allowed: byAction('workspace.view'),
    run: async (c, w) =>
      settle(await c.from('task_watchers').select('*').eq('task_id', w.taskId), 'rows'),
  },
  {
    resource: 'notifications',
    operation: "select the member's",
    allowed: onlyMember,
    run: async (c, w) =>
      settle(await c.from('notifications').select('*').eq('id', w.notificationId), 'rows'),
  },
  {
    resource: 'notification_preferences',
    operation: "select the member's",
    allowed: onlyMember,
    run: async (c, w) =>
      settle(
        await c.from('notification_preferences').select('*').eq('user_id', w.users.member.id),
        'rows',
      ),
  },
  // inserts
  {
    resource: 'task_watchers',
    operation: 'insert own (watch)',
    allowed: byAction('workspace.view'),
    run: async (c, w) =>
      settle(
        await c
          .from('task_watchers')
          .upsert({ task_id: w.taskId }, { onConflict: 'task_id,user_id', ignoreDuplicates: true }),
        'ok',
      ),
  },
  {
    resource: 'notifications',
    operation: 'insert',
    allowed: nobody,
    run: async (c, w) =>
      settle(
        await c.from('notifications').insert({
          recipient_id: w.users.member.id,
          workspace_id: w.workspaceId,
          kind: 'mentioned',
        }),
        'ok',
      ),
  },
  {
    resource: 'notification_preferences',
    operation: 'insert own',
    allowed: signedIn,
    run: async (c) =>
      settle(
        await c.from('notification_preferences').insert({ kind: 'due_soon', email: true }),
        'ok',
      ),
  },
  {
    resource: 'profiles',
    operation: 'insert',
    allowed: nobody,
    run: async (c, w) =>
      settle(await c.from('profiles').insert({ id: w.users.outsider.id, display_name: 'X' }), 'ok'),
  },
  {
    resource: 'workspaces',
    operation: 'insert',
    allowed: nobody,
    run: async (c) =>
      settle(
        await c.from('workspaces').insert({ name: 'Direct', slug: `direct-${Date.now()}` }),
        'ok',
      ),
  },
  {
    resource: 'workspace_members',
    operation: 'insert',
    allowed: nobody,
    run: async (c, w) =>
      settle(
        await c
          .from('workspace_members')
          .insert({ workspace_id: w.workspaceId, user_id: w.users.outsider.id, role: 'admin' }),
        'ok',
      ),
  },
  {
    resource: 'invitations',
    operation: 'insert',
    allowed: nobody,
    run: async (c, w) =>
      settle(
        await c.from('invitations').insert({
          workspace_id: w.workspaceId,
          email: 'direct@example.test',
          role: 'admin',
          token: 'x'.repeat(40),
        }),
        'ok',
      ),
  },
  {
    resource: 'boards',
    operation: 'insert',
    allowed: byAction('boards.manage'),
    run: async (c, w) =>
      settle(await c.from('boards').insert({ workspace_id: w.workspaceId, name: 'New' }), 'ok'),
  },
  {
    resource: 'tasks',
    operation: 'insert (workspace_id forged to B)',
    allowed: byAction('content.contribute'),
    run: async (c, w) =>
      settle(
        await c.from('tasks').insert({
          board_id: w.boardId,
          workspace_id: w.otherWorkspaceId,
          title: 'New',
          number: 0,
          position: 'a5',
          // Filled from the status by the tasks_align_state trigger.
        } as TaskInsert),
        'ok',
      ),
  },
  {
    resource: 'comments',
    operation: 'insert',
    allowed: byAction('content.contribute'),
    run: async (c, w) =>
      settle(
        await c
          .from('comments')
          .insert({ task_id: w.taskId, workspace_id: w.workspaceId, body: 'Hi' }),
        'ok',
      ),
  },
  {
    resource: 'attachments',
    operation: 'insert',
    allowed: byAction('content.contribute'),
    run: async (c, w) =>
      settle(
        await c.from('attachments').insert({
          task_id: w.taskId,
          workspace_id: w.workspaceId,
          object_path: w.spareObjectPath,
          file_name: 'spare.txt',
          mime_type: 'text/plain',
          size_bytes: 5,
        }),
        'ok',
      ),
  },
  {
    resource: 'activity',
    operation: 'insert',
    allowed: nobody,
    run: async (c, w) =>
      settle(
        await c.from('activity').insert({ workspace_id: w.workspaceId, kind: 'task.created' }),
        'ok',
      ),
  },
  // updates
  {
    resource: 'profiles',
    operation: 'update own',
    allowed: signedIn,
    // Aimed at every user of the world: only the caller's own row may change.
    run: async (c, w) =>
      settle(
        await c
          .from('profiles')
          .update({ display_name: 'Renamed' }, { count: 'exact' })
          .in(
            'id',
            Object.values(w.users).map((u) => u.id),
          ),
        'count',
      ),
  },
  {
    resource: 'workspaces',
    operation: 'update',
    allowed: byAction('workspace.edit'),
    run: async (c, w) =>
      settle(
        await c
          .from('workspaces')
          .update({ name: 'Renamed' }, { count: 'exact' })
          .eq('id', w.workspaceId),
        'count',
      ),
  },
  {
    resource: 'workspace_members',
    operation: 'update',
    allowed: nobody,
    run: async (c, w) =>
      settle(
        await c
          .from('workspace_members')
          .update({ role: 'admin' }, { count: 'exact' })
          .eq('workspace_id', w.workspaceId)
          .eq('user_id', w.users.viewer.id),
        'count',
      ),
  },
  {
    resource: 'invitations',
    operation: 'update',
    allowed: nobody,
    run: async (c, w) =>
      settle(
        await c
          .from('invitations')
          .update({ role: 'admin' }, { count: 'exact' })
          .eq('workspace_id', w.workspaceId),
        'count',
      ),
  },
  {
    resource: 'boards',
    operation: 'update',
    allowed: byAction('boards.manage'),
    run: async (c, w) =>
      settle(
        await c.from('boards').update({ name: 'Renamed' }, { count: 'exact' }).eq('id', w.boardId),
        'count',
      ),
  },
  {
    resource: 'tasks',
    operation: 'update',
    allowed: byAction('content.contribute'),
    run: async (c, w) =>
      settle(
        await c.from('tasks').update({ title: 'Edited' }, { count: 'exact' }).eq('id', w.taskId),
        'count',
      ),
  },
  {
    resource: 'comments',
    operation: "edit the member's comment",
    allowed: (actor) => actor === 'member',
    run: async (c, w) =>
      settle(
        await c
          .from('comments')
          .update({ body: 'Edited' }, { count: 'exact' })
          .eq('id', w.commentId),
        'count',
      ),
  },
  {
    resource: 'attachments',
    operation: 'update',
    allowed: nobody,
    run: async (c, w) =>
      settle(
        await c
          .from('attachments')
          .update({ file_name: 'renamed.txt' }, { count: 'exact' })
          .eq('id', w.attachmentId),
        'count',
      ),
  },
  {
    resource: 'activity',
    operation: 'update',
    allowed: nobody,
    run: async (c, w) =>
      settle(
        await c
          .from('activity')
          .update({ payload: {} }, { count: 'exact' })
          .eq('workspace_id', w.workspaceId),
        'count',
      ),
  },
  {
    resource: 'notifications',
    operation: 'update',
    allowed: nobody,
    run: async (c, w) =>
      settle(
        await c
          .from('notifications')
          .update({ read_at: new Date().toISOString() }, { count: 'exact' })
          .eq('id', w.notificationId),
        'count',
      ),
  },
  // RPCs
  {
    resource: 'rpc mark_notification_read',
    operation: "call on the member's",
    allowed: onlyMember,
    run: async (c, w) =>
      settle(await c.rpc('mark_notification_read', { notification_id: w.notificationId }), 'ok'),
  },
  {
    resource: 'rpc create_workspace',
    operation: 'call',
    allowed: signedIn,
    run: async (c) =>
      settle(
        await c.rpc('create_workspace', {
          name: 'Mine',
          slug: `mine-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        }),
        'ok',
      ),
  },
  {
    resource: 'rpc invite_member',
    operation: 'call',
    allowed: byAction('members.manage'),
    run: async (c, w) =>
      settle(
        await c.rpc('invite_member', {
          workspace_id: w.workspaceId,
          email: 'new-person@example.test',
          role: 'member',
        }),
        'ok',
      ),
  },
  {
    resource: 'rpc change_member_role',
    operation: 'call (viewer stays viewer)',
    allowed: byAction('members.manage'),
    run: async (c, w) =>
      settle(
        await c.rpc('change_member_role', {
          workspace_id: w.workspaceId,
          user_id: w.users.viewer.id,
          role: 'viewer',
        }),
        'ok',
      ),
  },
  {
    resource: 'rpc move_task',
    operation: 'call',
    allowed: byAction('content.contribute'),
    run: async (c, w) =>
      settle(await c.rpc('move_task', { task_id: w.taskId, status: 'todo' }), 'ok'),
  },
  // deletes
  {
    resource: 'task_watchers',
    operation: "delete the member's (unwatch)",
    allowed: onlyMember,
    run: async (c, w) =>
      settle(
        await c
          .from('task_watchers')
          .delete({ count: 'exact' })
          .eq('task_id', w.taskId)
          .eq('user_id', w.users.member.id),
        'count',
      ),
  },
  {
    resource: 'notification_preferences',
    operation: "delete the member's",
    allowed: onlyMember,
    run: async (c, w) =>
      settle(
        await c
          .from('notification_preferences')
          .delete({ count: 'exact' })
          .eq('user_id', w.users.member.id),
        'count',
      ),
  },
  {
    resource: 'comments',
    operation: 'delete',
    allowed: authorOrAdmin,
    run: async (c, w) =>
      settle(await c.from('comments').delete({ count: 'exact' }).eq('id', w.commentId), 'count'),
  },
  {
    resource: 'attachments',
    operation: 'delete',
    allowed: authorOrAdmin,
    run: async (c, w) =>
      settle(
        await c.from('attachments').delete({ count: 'exact' }).eq('id', w.attachmentId),
        'count',
      ),
  },
  ...(['activity', 'invitations', 'workspace_members'] as const).map(
    (table): RestCase => ({
      resource: table,
      operation: 'delete',
      allowed: nobody,
      run: async (c, w) =>
        settle(
          await c.from(table).delete({ count: 'exact' }).eq('workspace_id', w.workspaceId),
          'count',
        ),
    }),
  ),
  {
    resource: 'boards',
    operation: 'delete',
    allowed: nobody,
    run: async (c, w) =>
      settle(await c.from('boards').delete({ count: 'exact' }).eq('id', w.boardId), 'count'),
  },
  {
    resource: 'tasks',
    operation: 'delete',
    allowed: byAction('content.delete-any'),
    run: async (c, w) =>
      settle(await c.from('tasks').delete({ count: 'exact' }).eq('id', w.taskId), 'count'),
  },
  {
    resource: 'profiles',
    operation: 'delete',
    allowed: nobody,
    run: async (c, w) =>
      settle(
        await c
          .from('profiles')
          .delete({ count: 'exact' })
          .in(
            'id',
            Object.values(w.users).map((u) => u.id),
          ),
        'count',
      ),
  },
  {
    resource: 'rpc leave_workspace',
    operation: 'call',
    // The owner must transfer ownership first.
    allowed: (actor) => byAction('workspace.view')(actor) && actor !== 'owner',
    run: async (c, w) =>
      settle(await c.rpc('leave_workspace', { workspace_id: w.workspaceId }), 'ok'),
  },
  {
    resource: 'workspaces',
    operation: 'delete',
    // Last: everything above acted on this workspace. Those who left are outsiders by now,
    // and would be refused anyway.
    allowed: byAction('workspace.own'),
    run: async (c, w) =>
      settle(
        await c.from('workspaces').delete({ count: 'exact' }).eq('id', w.workspaceId),
        'count',
      ),
  },
];

describe.each(engines)('permission matrix through supabase-js on %s', (engine) => {
  let backend: TestBackend;
  const outcomes = new Map<string, boolean>();

  beforeAll(async () => {
    backend = await startBackend(engine);
    // One world per actor, because the cells write; within it they run in order.
    for (const actor of ACTORS) {
      const world = await buildWorld(backend);
      const client = await clientFor(backend, actor === 'anon' ? null : world.users[actor]);
      for (const cell of CASES) {
        outcomes.set(`${cell.resource}|${cell.operation}|${actor}`, await cell.run(client, world));
      }
    }
    console.log(
      `[${engine}] permission matrix (supabase-js REST): ${CASES.length} operations x ${ACTORS.length} actors = ${CASES.length * ACTORS.length} cells`,
    );
  });
  afterAll(() => backend?.stop());

  for (const cell of CASES) {
    for (const actor of ACTORS) {
      const expected = cell.allowed(actor);
      it(`${cell.resource}: ${cell.operation} by ${actor} is ${expected ? 'allowed' : 'denied'}`, () => {
        expect(outcomes.get(`${cell.resource}|${cell.operation}|${actor}`)).toBe(expected);
      });
    }
  }
});
