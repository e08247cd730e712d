import { randomUUID } from 'node:crypto';
import {
  createClient,
  REALTIME_SUBSCRIBE_STATES,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import type { Task, WorkspaceMember } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BoardViewer, ChannelStatus, TandemClient } from '../src/index.js';
import { acme, insertTask } from './support/acme.js';
import {
  createUser,
  DEMO,
  DEMO_PASSWORD,
  signedIn,
  startBackend,
  uniqueEmail,
} from './support/backend.js';
import { EventLog } from './support/event-log.js';

type Seen =
  | { kind: 'inserted' | 'updated' | 'deleted'; task: Task }
  | { kind: 'left' | 'member'; member: WorkspaceMember }
  | { kind: 'status'; channel: 'board' | 'workspace'; status: ChannelStatus }
  | { kind: 'presence'; viewers: BoardViewer[] };

/** Board and workspace handlers that record what a client acts on. */
function recorder() {
  const log = new EventLog<Seen>();
  const board = {
    onTaskInserted: (task: Task) => log.push({ kind: 'inserted', task }),
    onTaskUpdated: (task: Task) => log.push({ kind: 'updated', task }),
    onTaskMoved: (task: Task) => log.push({ kind: 'updated', task }),
    onTaskDeleted: (task: Task) => log.push({ kind: 'deleted', task }),
    onStatus: (status: ChannelStatus) => log.push({ kind: 'status', channel: 'board', status }),
    onPresence: (viewers: BoardViewer[]) => log.push({ kind: 'presence', viewers }),
  };
  const workspace = {
    onMemberLeft: (member: WorkspaceMember) => log.push({ kind: 'left', member }),
    onMemberUpdated: (member: WorkspaceMember) => log.push({ kind: 'member', member }),
    onStatus: (status: ChannelStatus) => log.push({ kind: 'status', channel: 'workspace', status }),
  };
  return { log, board, workspace };
}

// Board and workspace share one log, so each wait names its channel: a live workspace
// channel says nothing of whether the board's has joined yet.
const live = (log: EventLog<Seen>, channel: 'board' | 'workspace' = 'board') =>
  log.waitFor(
    (e) => e.kind === 'status' && e.channel === channel && e.status === 'live',
    `${channel} live`,
  );

/** The access token of a signed-in client. */
async function tokenOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('not signed in');
  return data.session.access_token;
}

/** Subscribes a raw channel; resolves with whether the server let it join. */
function joinedRaw(channel: ReturnType<SupabaseClient['channel']>): Promise<boolean> {
  return new Promise((resolve) => {
    channel.subscribe((status) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(true);
      else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR) resolve(false);
    });
  });
}

describe.each(engines)('realtime forgeries and lost access on %s', (engine) => {
  let backend: TestBackend;
  let owner: TandemClient;
  let ownerId: string;
  let workspaceId: string;
  let boardId: string;
  const clients: TandemClient[] = [];
  const raws: SupabaseClient[] = [];
  /** An unmodified supabase-js client signed in as `email`, its realtime on that token. */
  const rawSignedIn = async (email: string) => {
    const raw = createClient(backend.url, backend.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const { error } = await raw.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    if (error) throw error;
    await raw.realtime.setAuth(await tokenOf(raw));
    raws.push(raw);
    return raw;
  };
  const signIn = async (email: string) => {
    const client = await signedIn(backend, email);
    clients.push(client);
    return client;
  };
  const sql = (text: string, params: unknown[]) =>
    backend.context.db.withAdmin((tx) => tx.query(text, params));

  beforeAll(async () => {
    backend = await startBackend(engine);
    owner = await signIn(DEMO.owner);
    ownerId = (await (await owner.supabase()).auth.getUser()).data.user?.id ?? '';
    ({ workspaceId, boardId } = await acme(owner));
  });
  afterAll(async () => {
    for (const client of clients) await (await (await client.supabase()).realtime()).disconnect();
    for (const raw of raws) {
      await raw.removeAllChannels();
      raw.realtime.disconnect();
    }
    await backend?.stop();
  });

  /** A new account in acme with `role`, signed in. */
  async function newMember(role: 'member' | 'viewer') {
    const email = uniqueEmail(role);
    const id = await createUser(backend, email);
    await sql(
      'insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)',
      [workspaceId, id, role],
    );
    return { id, email, client: await signIn(email), raw: await rawSignedIn(email) };
  }

  it("changes nothing in a member's board or workspace with forged broadcasts of a viewer or a member", async () => {
    const victim = recorder();
    const boardSub = owner.realtime.subscribeBoard(boardId, victim.board);
    const workspaceSub = owner.realtime.subscribeWorkspace(workspaceId, victim.workspace);
    await live(victim.log, 'board');
    await live(victim.log, 'workspace');
    const task = await insertTask(owner, { workspaceId, boardId }, `target ${randomUUID()}`);
    await victim.log.waitFor((e) => e.kind === 'inserted' && e.task.id === task.id, 'insert');
    const mark = victim.log.items.length;
    const forgedTitle = `forged ${randomUUID()}`;
    const forgedTask = { ...task, title: forgedTitle, version: 1_000_000 };
    const change = (operation: string, table: string, record: unknown, old: unknown) => ({
      operation,
      table,
      schema: 'public',
      record,
      old_record: old,
    });
    const forgeries = [
      {
        topic: `board:${boardId}`,
        event: 'UPDATE',
        payload: change('UPDATE', 'tasks', forgedTask, task),
      },
      {
        topic: `board:${boardId}`,
        event: 'DELETE',
        payload: change('DELETE', 'tasks', null, task),
      },
      {
        topic: `workspace:${workspaceId}`,
        event: 'DELETE',
        payload: change('DELETE', 'workspace_members', null, {
          workspace_id: workspaceId,
          user_id: ownerId,
          role: 'owner',
          created_at: new Date().toISOString(),
        }),
      },
    ];
    const attackers = [await newMember('viewer'), await newMember('member')];
    for (const attacker of attackers) {
      const { raw } = attacker;
      const token = await tokenOf(raw);
      // The REST batch API.
      const batch = await fetch(`${backend.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: {
          apikey: backend.publishableKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ messages: forgeries.map((f) => ({ ...f, private: true })) }),
      });
      expect(batch.status).toBe(202);
      for (const forgery of forgeries) {
        // `httpSend`, refused with the server's message.
        const unjoined = raw.channel(forgery.topic, { config: { private: true } });
        await expect(unjoined.httpSend(forgery.event, forgery.payload)).rejects.toThrow(
          /do not have permissions to write/,
        );
        await raw.removeChannel(unjoined);
        // Over the socket, on a joined channel.
        const socket = raw.channel(forgery.topic, {
          config: { private: true, broadcast: { ack: true } },
        });
        expect(await joinedRaw(socket)).toBe(true);
        expect(await socket.send({ type: 'broadcast', ...forgery })).toBe('error');
        await raw.removeChannel(socket);
      }
      // Presence claiming to be the owner, editing the task.
      const present = raw.channel(`board:${boardId}`, {
        config: { private: true, presence: { key: ownerId } },
      });
      expect(await joinedRaw(present)).toBe(true);
      await present.track({
        user_id: ownerId,
        display_name: 'Olivia Owner',
        avatar_path: null,
        editing_task_id: task.id,
        online_at: new Date().toISOString(),
      });
      await victim.log.waitFor(
        (e) => e.kind === 'presence' && e.viewers.length === 1,
        'presence without the forged entry',
        mark,
      );
      await raw.removeChannel(present);
    }

    const realTitle = `real ${randomUUID()}`;
    await (await owner.supabase()).from('tasks').update({ title: realTitle }).eq('id', task.id);
    await victim.log.waitFor(
      (e) => e.kind === 'updated' && e.task.title === realTitle,
      'the real update',
      mark,
    );
    const after = victim.log.items.slice(mark);
    expect(after.filter((e) => e.kind === 'updated' || e.kind === 'deleted')).toEqual([
      expect.objectContaining({
        kind: 'updated',
        task: expect.objectContaining({ title: realTitle, version: 2 }),
      }),
    ]);
    expect(after.filter((e) => e.kind === 'left')).toEqual([]);
    for (const e of after) {
      if (e.kind !== 'presence') continue;
      expect(e.viewers.filter((v) => v.editingTaskId !== null)).toEqual([]);
      expect(e.viewers.map((v) => v.userId)).toEqual([ownerId]);
    }
    await boardSub.unsubscribe();
    await workspaceSub.unsubscribe();
  });

  it('closes a removed member’s channels within 5 s and delivers them nothing after', async () => {
    const removed = await newMember('member');
    const seen = recorder();
    const subscription = removed.client.realtime.subscribeBoard(boardId, seen.board);
    await live(seen.log);
    // A raw channel of the same user beside the binding, to see how the server ends it.
    const rawClient = removed.raw;
    const statuses = new EventLog<string>();
    const rawTasks = new EventLog<unknown>();
    const channel = rawClient
      .channel(`board:${boardId}`, { config: { private: true } })
      .on('broadcast', { event: 'INSERT' }, (m) => rawTasks.push(m.payload));
    channel.subscribe((status) => statuses.push(status));
    await statuses.waitFor((s) => s === 'SUBSCRIBED', 'raw join');

    const { error } = await (await owner.supabase()).rpc('remove_member', {
      workspace_id: workspaceId,
      user_id: removed.id,
    });
    expect(error).toBeNull();
    const removedAt = Date.now();
    await statuses.waitFor((s) => s === 'CLOSED' || s === 'CHANNEL_ERROR', 'server close');
    expect(Date.now() - removedAt).toBeLessThan(5_000);
    const mark = seen.log.items.length;
    const task = await insertTask(owner, { workspaceId, boardId }, `after removal ${randomUUID()}`);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(seen.log.items.slice(mark).filter((e) => e.kind === 'inserted')).toEqual([]);
    expect(rawTasks.items).toEqual([]);
    expect(task.id).toBeTruthy();
    await subscription.unsubscribe();
  });

  it('closes the channels of every session on sign-out everywhere', async () => {
    const user = await newMember('viewer');
    const other = await signIn(user.email);
    const seen = recorder();
    const subscription = user.client.realtime.subscribeBoard(boardId, seen.board);
    await live(seen.log);
    const mark = seen.log.items.length;
    const { error } = await (await other.supabase()).auth.signOut({ scope: 'global' });
    expect(error).toBeNull();
    const signedOutAt = Date.now();
    await seen.log.waitFor(
      (e) => e.kind === 'status' && e.status === 'reconnecting',
      'the channel closed',
      mark,
    );
    expect(Date.now() - signedOutAt).toBeLessThan(5_000);
    await subscription.unsubscribe();
  });
});
