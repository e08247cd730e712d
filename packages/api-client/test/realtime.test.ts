import { engines, type TestBackend } from '@tandem/local-backend/testing';
import type { Task } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BoardViewer, ChannelStatus, TandemClient, TandemError } from '../src/index.js';
import { acme, insertTask } from './support/acme.js';
import { createUser, DEMO, signedIn, startBackend, uniqueEmail } from './support/backend.js';
import { EventLog } from './support/event-log.js';

/** A `ws` WebSocket whose open sockets the test can drop, as a lost network would. */
function droppableTransport() {
  const sockets = new Set<WebSocket>();
  class DroppableWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols);
      sockets.add(this);
      this.on('close', () => sockets.delete(this));
    }
  }
  return {
    transport: DroppableWebSocket,
    /** Ends every open socket abruptly (no close frame), like a dropped connection. */
    drop: () => {
      for (const socket of sockets) socket.terminate();
    },
  };
}

type Seen =
  | { kind: 'inserted' | 'updated' | 'moved' | 'deleted'; task: Task }
  | { kind: 'status'; status: ChannelStatus }
  | { kind: 'resync' }
  | { kind: 'error'; error: TandemError }
  | { kind: 'presence'; viewers: BoardViewer[] };

/** Board handlers that record everything in one log. */
function boardRecorder() {
  const log = new EventLog<Seen>();
  const handlers = {
    onTaskInserted: (task: Task) => log.push({ kind: 'inserted', task }),
    onTaskUpdated: (task: Task) => log.push({ kind: 'updated', task }),
    onTaskMoved: (task: Task) => log.push({ kind: 'moved', task }),
    onTaskDeleted: (task: Task) => log.push({ kind: 'deleted', task }),
    onStatus: (status: ChannelStatus) => log.push({ kind: 'status', status }),
    onResync: () => log.push({ kind: 'resync' }),
    onError: (error: TandemError) => log.push({ kind: 'error', error }),
    onPresence: (viewers: BoardViewer[]) => log.push({ kind: 'presence', viewers }),
  };
  const live = (from = 0) =>
    log.waitFor((e) => e.kind === 'status' && e.status === 'live', 'live status', from);
  return { log, handlers, live };
}

const statusesOf = (log: EventLog<Seen>) =>
  log.items.flatMap((e) => (e.kind === 'status' ? [e.status] : []));

describe.each(engines)('realtime on %s', (engine) => {
  let backend: TestBackend;
  let owner: TandemClient;
  let member: TandemClient;
  let ownerId: string;
  let memberId: string;
  let workspaceId: string;
  let boardId: string;
  let taskIds: string[];
  /** Every client signed in here; their sockets are closed before the backend stops. */
  const clients: TandemClient[] = [];
  const signIn = async (...args: Parameters<typeof signedIn>) => {
    const client = await signedIn(...args);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    backend = await startBackend(engine);
    owner = await signIn(backend, DEMO.owner);
    member = await signIn(backend, DEMO.member);
    ownerId = (await (await owner.supabase()).auth.getUser()).data.user?.id ?? '';
    memberId = (await (await member.supabase()).auth.getUser()).data.user?.id ?? '';
    ({ workspaceId, boardId } = await acme(owner));
    const { data: tasks } = await (await owner.supabase())
      .from('tasks')
      .select('id')
      .eq('board_id', boardId)
      .order('number');
    taskIds = (tasks ?? []).map((t) => t.id);
  });

  afterAll(async () => {
    for (const client of clients) await (await (await client.supabase()).realtime()).disconnect();
    await backend?.stop();
  });

  /** The member watches the board, then the owner opens it too; both live. */
  async function ownerVisitsMember() {
    const watcher = boardRecorder();
    const watching = member.realtime.subscribeBoard(boardId, watcher.handlers);
    await watcher.live();
    const visitor = boardRecorder();
    const visiting = owner.realtime.subscribeBoard(boardId, visitor.handlers);
    await visitor.live();
    return { watcher, watching, visitor, visiting };
  }

  const createTask = (title: string) => insertTask(owner, { workspaceId, boardId }, title);

  it("delivers another member's task insert, update, move and delete, parsed", async () => {
    const seen = boardRecorder();
    const subscription = member.realtime.subscribeBoard(boardId, seen.handlers);
    await seen.live();

    const task = await createTask('Realtime insert');
    const inserted = await seen.log.waitFor(
      (e) => e.kind === 'inserted' && e.task.id === task.id,
      'insert',
    );
    expect(inserted).toMatchObject({ task: { title: 'Realtime insert', status: 'backlog' } });

    await (await owner.supabase())
      .from('tasks')
      .update({ title: 'Realtime update' })
      .eq('id', task.id);
    const updated = await seen.log.waitFor(
      (e) => e.kind === 'updated' && e.task.id === task.id,
      'update',
    );
    expect(updated).toMatchObject({ task: { title: 'Realtime update', version: 2 } });

    const { error: moveError } = await (await owner.supabase()).rpc('move_task', {
      task_id: task.id,
      status: 'in_progress',
    });
    expect(moveError).toBeNull();
    const moved = await seen.log.waitFor(
      (e) => e.kind === 'moved' && e.task.id === task.id,
      'move',
    );
    expect(moved).toMatchObject({ task: { status: 'in_progress' } });

    await (await owner.supabase()).from('tasks').delete().eq('id', task.id);
    const deleted = await seen.log.waitFor(
      (e) => e.kind === 'deleted' && e.task.id === task.id,
      'delete',
    );
    expect(deleted).toMatchObject({ task: { title: 'Realtime update' } });
    // Only the moving update counts as a move, only the renaming one as an update.
    expect(seen.log.items.filter((e) => e.kind === 'moved' || e.kind === 'updated')).toHaveLength(
      2,
    );
    expect(seen.log.items.some((e) => e.kind === 'error')).toBe(false);
    await subscription.unsubscribe();
  });

  it('refuses a non-member: error status, data/forbidden, and no events', async () => {
    const email = uniqueEmail('outsider');
    await createUser(backend, email, 'Outsider');
    const outsider = await signIn(backend, email);
    const refused = boardRecorder();
    const subscription = outsider.realtime.subscribeBoard(boardId, refused.handlers);
    await refused.log.waitFor((e) => e.kind === 'status' && e.status === 'error', 'error status');
    const error = await refused.log.waitFor((e) => e.kind === 'error', 'onError');
    expect(error).toMatchObject({ error: { code: 'data/forbidden' } });

    // A member sees the change; by then the outsider would have seen it too.
    const control = boardRecorder();
    const memberSubscription = member.realtime.subscribeBoard(boardId, control.handlers);
    await control.live();
    const task = await createTask('Not for outsiders');
    await control.log.waitFor((e) => e.kind === 'inserted' && e.task.id === task.id, 'insert');
    expect(refused.log.items.filter((e) => e.kind === 'inserted')).toEqual([]);
    expect(statusesOf(refused.log)).not.toContain('live');
    await subscription.unsubscribe();
    await memberSubscription.unsubscribe();
  });

  it('shows who is on the board, what they edit, and when they leave', async () => {
    const { watcher, watching, visitor, visiting } = await ownerVisitsMember();

    const ownerOf = (e: Seen) =>
      e.kind === 'presence' ? e.viewers.find((v) => v.userId === ownerId) : undefined;
    const joined = await watcher.log.waitFor((e) => ownerOf(e) !== undefined, 'owner joining');
    expect(ownerOf(joined)).toMatchObject({
      displayName: 'Olivia Owner',
      editingTaskId: null,
      avatarPath: null,
    });
    // Everyone sees themself too.
    await visitor.log.waitFor(
      (e) => e.kind === 'presence' && e.viewers.some((v) => v.userId === memberId),
      'member in the owner’s list',
    );

    const editing = taskIds[0] as string;
    visiting.track({ editingTaskId: editing });
    await watcher.log.waitFor((e) => ownerOf(e)?.editingTaskId === editing, 'owner editing');

    const before = watcher.log.items.length;
    await visiting.unsubscribe();
    await watcher.log.waitFor(
      (e) => e.kind === 'presence' && ownerOf(e) === undefined,
      'owner leaving',
      before,
    );
    await watching.unsubscribe();
  });

  it('throttles presence updates: a burst of track calls sends at most two, the last wins', async () => {
    const { watcher, watching, visiting } = await ownerVisitsMember();
    const editingOf = (e: Seen) =>
      e.kind === 'presence'
        ? e.viewers.find((v) => v.userId === ownerId)?.editingTaskId
        : undefined;
    await watcher.log.waitFor((e) => editingOf(e) === null, 'owner present, editing nothing');

    const start = watcher.log.items.length;
    const burst = taskIds.slice(0, 20);
    for (const id of burst) visiting.track({ editingTaskId: id });
    const last = burst.at(-1);
    await watcher.log.waitFor((e) => editingOf(e) === last, 'the last tracked value', start);

    const values = watcher.log.items
      .slice(start)
      .map(editingOf)
      .filter((value): value is string => typeof value === 'string');
    const changes = values.filter((value, i) => i === 0 || values[i - 1] !== value);
    expect(changes.length).toBeLessThanOrEqual(2);
    expect(changes.at(-1)).toBe(last);
    await visiting.unsubscribe();
    await watching.unsubscribe();
  });

  it('resyncs after the socket drops and delivers events again', async () => {
    const network = droppableTransport();
    const client = await signIn(backend, DEMO.member, undefined, {
      realtime: { transport: network.transport },
    });
    const seen = boardRecorder();
    const subscription = client.realtime.subscribeBoard(boardId, seen.handlers);
    await seen.live();
    expect(client.realtime.connectionState()).toBe('open');
    const connection: string[] = [];
    const stop = client.realtime.onConnectionChange((state) => connection.push(state));

    network.drop();
    await seen.log.waitFor(
      (e) => e.kind === 'status' && e.status === 'reconnecting',
      'reconnecting',
    );
    const dropAt = seen.log.items.length;
    await seen.live(dropAt);
    await seen.log.waitFor((e) => e.kind === 'resync', 'resync', dropAt);
    expect(statusesOf(seen.log)).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    expect(seen.log.items.filter((e) => e.kind === 'resync')).toHaveLength(1);
    expect(connection).toEqual(['closed', 'open']);

    const task = await createTask('After the gap');
    await seen.log.waitFor((e) => e.kind === 'inserted' && e.task.id === task.id, 'insert');
    stop();
    await subscription.unsubscribe();
  });

  it('says closed once the last subscription is unsubscribed, and open again on the next', async () => {
    const client = await signIn(backend, DEMO.member);
    expect(client.realtime.connectionState()).toBe('closed');
    const connection: string[] = [];
    const board = boardRecorder();
    const first = client.realtime.subscribeBoard(boardId, board.handlers);
    const second = client.realtime.subscribeWorkspace(workspaceId, {});
    await board.live();
    expect(client.realtime.connectionState()).toBe('open');
    const stop = client.realtime.onConnectionChange((state) => connection.push(state));

    await first.unsubscribe();
    // Another channel is still held.
    expect(client.realtime.connectionState()).toBe('open');
    await second.unsubscribe();
    expect(client.realtime.connectionState()).toBe('closed');
    expect(connection).toEqual(['closed']);

    const again = boardRecorder();
    const third = client.realtime.subscribeBoard(boardId, again.handlers);
    await again.live();
    expect(client.realtime.connectionState()).toBe('open');
    // realtime-js may have let the idle socket go meanwhile: then it was `connecting` between.
    expect(connection[0]).toBe('closed');
    expect(connection.at(-1)).toBe('open');
    stop();
    await third.unsubscribe();
    expect(client.realtime.connectionState()).toBe('closed');
  });

  it('shares one channel per topic between subscribers and removes it after the last', async () => {
    const topic = `realtime:board:${boardId}`;
    const realtime = await (await member.supabase()).realtime();
    const channelsOf = () => realtime.getChannels().filter((c) => c.topic === topic);
    const made: string[] = [];
    const makeChannel = realtime.channel.bind(realtime);
    realtime.channel = (name, options) => {
      made.push(name);
      return makeChannel(name, options);
    };
    const first = boardRecorder();
    const second = boardRecorder();
    const a = member.realtime.subscribeBoard(boardId, first.handlers);
    // React StrictMode: subscribe, clean up and subscribe again within one task.
    const discarded = member.realtime.subscribeBoard(boardId, boardRecorder().handlers);
    void discarded.unsubscribe();
    const b = member.realtime.subscribeBoard(boardId, second.handlers);
    await first.live();
    await second.live();
    expect(channelsOf()).toHaveLength(1);
    expect(made).toEqual([`board:${boardId}`]);
    const [channel] = channelsOf();

    await a.unsubscribe();
    expect(channelsOf()).toEqual([channel]);
    const task = await createTask('Shared channel');
    await second.log.waitFor((e) => e.kind === 'inserted' && e.task.id === task.id, 'insert');
    expect(first.log.items.some((e) => e.kind === 'inserted' && e.task.id === task.id)).toBe(false);

    await b.unsubscribe();
    expect(channelsOf()).toHaveLength(0);
    // Unsubscribing twice is harmless.
    await b.unsubscribe();
    expect(made).toHaveLength(1);
  });

  it('rebuilds a channel the server closed for a bad token, then resyncs', async () => {
    const client = await signIn(backend, DEMO.member);
    const seen = boardRecorder();
    const subscription = client.realtime.subscribeBoard(boardId, seen.handlers);
    await seen.live();
    // Realtime ends a channel whose new token does not verify (as one that expired).
    await (await (await client.supabase()).realtime()).setAuth('not-a-valid-jwt');
    const closedAt = seen.log.items.length;
    await seen.log.waitFor(
      (e) => e.kind === 'status' && e.status === 'reconnecting',
      'reconnecting',
      closedAt,
    );
    await seen.live(closedAt);
    await seen.log.waitFor((e) => e.kind === 'resync', 'resync', closedAt);
    expect(statusesOf(seen.log)).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    expect(seen.log.items.some((e) => e.kind === 'error')).toBe(false);
    const task = await createTask('After the rebuild');
    await seen.log.waitFor((e) => e.kind === 'inserted' && e.task.id === task.id, 'insert');
    await subscription.unsubscribe();
  });

  it('delivers comment and attachment events on the task channel', async () => {
    const taskId = taskIds[1] as string;
    const log = new EventLog<{ kind: string; id: string; body?: string }>();
    const live = new EventLog<ChannelStatus>();
    const subscription = member.realtime.subscribeTask(taskId, {
      onCommentInserted: (c) => log.push({ kind: 'inserted', id: c.id, body: c.body }),
      onCommentUpdated: (c) => log.push({ kind: 'updated', id: c.id, body: c.body }),
      onCommentDeleted: (c) => log.push({ kind: 'deleted', id: c.id }),
      onAttachmentInserted: (a) => log.push({ kind: 'attached', id: a.id }),
      onAttachmentDeleted: (a) => log.push({ kind: 'detached', id: a.id }),
      onStatus: live.push,
    });
    await live.waitFor((s) => s === 'live', 'live');
    const { data: comment, error } = await (await owner.supabase())
      .from('comments')
      .insert({ task_id: taskId, workspace_id: workspaceId, author_id: ownerId, body: 'Hello' })
      .select()
      .single();
    expect(error).toBeNull();
    const id = comment?.id ?? '';
    await log.waitFor((e) => e.kind === 'inserted' && e.id === id && e.body === 'Hello', 'comment');
    await (await owner.supabase())
      .from('comments')
      .update({ body: 'Hello again', edited_at: new Date().toISOString() })
      .eq('id', id);
    await log.waitFor((e) => e.kind === 'updated' && e.body === 'Hello again', 'edit');
    await (await owner.supabase())
      .from('comments')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', id);
    await log.waitFor((e) => e.kind === 'deleted' && e.id === id, 'soft delete');

    const attachment = await owner.attachments.upload({
      taskId,
      file: new TextEncoder().encode('notes'),
      fileName: 'notes.txt',
    });
    await log.waitFor((e) => e.kind === 'attached' && e.id === attachment.id, 'attachment');
    await owner.attachments.delete(attachment);
    await log.waitFor((e) => e.kind === 'detached' && e.id === attachment.id, 'detachment');
    await subscription.unsubscribe();
  });

  it('delivers member and board events on the workspace channel', async () => {
    type Event = { kind: string; userId?: string; role?: string; name?: string };
    const log = new EventLog<Event>();
    const live = new EventLog<ChannelStatus>();
    const subscription = member.realtime.subscribeWorkspace(workspaceId, {
      onMemberJoined: (m) => log.push({ kind: 'joined', userId: m.user_id, role: m.role }),
      onMemberUpdated: (m) => log.push({ kind: 'updated', userId: m.user_id, role: m.role }),
      onMemberLeft: (m) => log.push({ kind: 'left', userId: m.user_id }),
      onBoardInserted: (b) => log.push({ kind: 'board', name: b.name }),
      onBoardUpdated: (b) => log.push({ kind: 'board-updated', name: b.name }),
      onStatus: live.push,
    });
    await live.waitFor((s) => s === 'live', 'live');

    const email = uniqueEmail('joiner');
    const joinerId = await createUser(backend, email, 'Joiner');
    const joiner = await signIn(backend, email);
    const { data: invitation } = await (await owner.supabase()).rpc('invite_member', {
      workspace_id: workspaceId,
      email,
      role: 'viewer',
    });
    const { error: acceptError } = await (await joiner.supabase()).rpc('accept_invitation', {
      token: invitation?.token ?? '',
    });
    expect(acceptError).toBeNull();
    await log.waitFor((e) => e.kind === 'joined' && e.userId === joinerId, 'joined');

    await (await owner.supabase()).rpc('change_member_role', {
      workspace_id: workspaceId,
      user_id: joinerId,
      role: 'member',
    });
    await log.waitFor(
      (e) => e.kind === 'updated' && e.userId === joinerId && e.role === 'member',
      'role change',
    );
    await (await owner.supabase()).rpc('remove_member', {
      workspace_id: workspaceId,
      user_id: joinerId,
    });
    await log.waitFor((e) => e.kind === 'left' && e.userId === joinerId, 'left');

    const { data: board } = await (await owner.supabase())
      .from('boards')
      .insert({ workspace_id: workspaceId, name: 'Live board', created_by: ownerId })
      .select()
      .single();
    await log.waitFor((e) => e.kind === 'board' && e.name === 'Live board', 'board created');
    await (await owner.supabase())
      .from('boards')
      .update({ name: 'Renamed board' })
      .eq('id', board?.id ?? '');
    await log.waitFor((e) => e.kind === 'board-updated' && e.name === 'Renamed board', 'rename');
    await subscription.unsubscribe();
  });
});
