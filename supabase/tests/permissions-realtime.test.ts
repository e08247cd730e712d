import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { clientFor, signedInClient, type TandemClient, tokenAlgorithm } from './clients.js';
import { adminQuery, query, startBackend } from './helpers.js';
import { byAction } from './matrix.js';
import { type Inbox, joined, listen, type Received } from './realtime-clients.js';
import { ACTORS, type ActorName, buildWorld, storeAttachmentObject, type World } from './world.js';

const KINDS = ['board', 'task', 'workspace'] as const;
type Kind = (typeof KINDS)[number];
const topicOf = (kind: Kind, w: World) =>
  `${kind}:${{ board: w.boardId, task: w.taskId, workspace: w.workspaceId }[kind]}`;

/** A change made by a trigger-carrying table, and the private topic its broadcast goes to. */
interface Change {
  table: string;
  kind: Kind;
  /** Makes the change; returns a test that recognises its broadcast. */
  make: (backend: TestBackend, w: World) => Promise<(message: Received) => boolean>;
}

const record = (m: Received) => (m.payload.record ?? {}) as Record<string, unknown>;
const CHANGES: Change[] = [
  {
    table: 'tasks',
    kind: 'board',
    make: async (backend, w) => {
      const title = `renamed ${randomUUID()}`;
      await adminQuery(backend, 'update public.tasks set title = $1 where id = $2', [
        title,
        w.taskId,
      ]);
      return (m) => m.payload.table === 'tasks' && record(m).title === title;
    },
  },
  {
    table: 'comments',
    kind: 'task',
    make: async (backend, w) => {
      const body = `comment ${randomUUID()}`;
      await query(
        backend,
        w.users.member,
        'insert into public.comments (task_id, workspace_id, body) values ($1, $2, $3)',
        [w.taskId, w.workspaceId, body],
      );
      return (m) => m.payload.table === 'comments' && record(m).body === body;
    },
  },
  {
    table: 'attachments',
    kind: 'task',
    make: async (backend, w) => {
      const path = `${w.workspaceId}/${w.taskId}/${randomUUID()}-more.txt`;
      await storeAttachmentObject(backend, path, w.users.member);
      await query(
        backend,
        w.users.member,
        `insert into public.attachments (task_id, workspace_id, object_path, file_name, mime_type, size_bytes)
         values ($1, $2, $3, 'more.txt', 'text/plain', 5)`,
        [w.taskId, w.workspaceId, path],
      );
      return (m) => m.payload.table === 'attachments' && record(m).object_path === path;
    },
  },
  {
    table: 'task_watchers',
    kind: 'task',
    make: async (backend, w) => {
      // The viewer stops and starts watching the task: the new watch is what is broadcast.
      const { viewer } = w.users;
      await query(backend, viewer, 'delete from public.task_watchers where task_id = $1', [
        w.taskId,
      ]);
      await query(backend, viewer, 'insert into public.task_watchers (task_id) values ($1)', [
        w.taskId,
      ]);
      return (m) => m.payload.table === 'task_watchers' && record(m).user_id === viewer.id;
    },
  },
  {
    table: 'boards',
    kind: 'workspace',
    make: async (backend, w) => {
      const name = `board ${randomUUID().slice(0, 8)}`;
      await adminQuery(backend, 'update public.boards set name = $1 where id = $2', [
        name,
        w.boardId,
      ]);
      return (m) => m.payload.table === 'boards' && record(m).name === name;
    },
  },
  {
    table: 'workspace_members',
    kind: 'workspace',
    make: async (backend, w) => {
      // A viewer promoted to member and back: two broadcasts, the first one is enough.
      await adminQuery(
        backend,
        `update public.workspace_members set role = 'member' where workspace_id = $1 and user_id = $2`,
        [w.workspaceId, w.users.viewer.id],
      );
      await adminQuery(
        backend,
        `update public.workspace_members set role = 'viewer' where workspace_id = $1 and user_id = $2`,
        [w.workspaceId, w.users.viewer.id],
      );
      return (m) =>
        m.payload.table === 'workspace_members' &&
        record(m).user_id === w.users.viewer.id &&
        record(m).role === 'member';
    },
  },
];

const PRESENCE = [
  'board:<id>|track presence (seen by a member)',
  "board:<id>|receive presence sync listing a member's earlier track",
  "board:<id>|receive presence_diff of a member's later track",
] as const;

const OPERATIONS = [
  ...KINDS.flatMap((kind) => [
    `${kind}:<id>|join (select)`,
    `${kind}:<id>|send broadcast (insert)`,
  ]),
  ...CHANGES.map((c) => `${c.kind}:<id>|receive broadcast_changes of ${c.table}`),
  ...PRESENCE,
];

/**
 * Runs every cell for one actor on one socket and records the outcomes. Sends by actors whose
 * join was refused go over the REST broadcast API, which checks the same INSERT right.
 * "Did not receive" is only concluded after a control message sent later has arrived: on the
 * same private channel when it was joined, else on a public channel of the same socket.
 */
async function runActor(
  backend: TestBackend,
  world: World,
  actor: ActorName,
  client: TandemClient,
  trackers: { early: TandemClient; late: TandemClient },
  note: (operation: string, outcome: boolean) => void,
): Promise<void> {
  await client.realtime.setAuth();
  const controlTopic = `control-${randomUUID()}`;
  const control = listen(client, controlTopic, { private: false });
  expect(await joined(control.channel)).toBe(true);
  // Presence on the board: a member tracks before the actor joins, an admin after.
  const board = topicOf('board', world);
  // Private channels list presence under the verified user, whatever key the client asks for;
  // the public channel a refused actor falls back to keeps the client's key.
  const earlyKey = world.users.member.id;
  const lateKey = world.users.admin.id;
  const actorKey = actor === 'anon' ? `anon-${randomUUID()}` : world.users[actor].id;
  const early = listen(trackers.early, board, { private: true, presenceKey: earlyKey });
  expect(await joined(early.channel)).toBe(true);
  expect(await early.channel.track({ phase: 'early' })).toBe('ok');
  const channels = {} as Record<Kind, { joined: boolean; inbox: Inbox }>;
  let presence: Inbox | undefined;
  for (const kind of KINDS) {
    const { channel, inbox } = listen(client, topicOf(kind, world), {
      private: true,
      ...(kind === 'board' ? { presenceKey: actorKey } : {}),
    });
    const ok = await joined(channel);
    channels[kind] = { joined: ok, inbox };
    note(`${kind}:<id>|join (select)`, ok);
    if (kind === 'board') presence = ok ? inbox : undefined;
    if (ok) {
      const sent = await channel.send({ type: 'broadcast', event: 'editing', payload: { n: 1 } });
      note(`${kind}:<id>|send broadcast (insert)`, sent === 'ok');
    } else {
      const unjoined = client.channel(topicOf(kind, world), { config: { private: true } });
      // httpSend rejects with the server's message when the broadcast is refused.
      const sent = await unjoined.httpSend('editing', { n: 1 }).then(
        (result) => result.success,
        (error: Error) => {
          if (/do not have permissions to write/.test(error.message)) return false;
          throw error;
        },
      );
      note(`${kind}:<id>|send broadcast (insert)`, sent);
      await client.removeChannel(unjoined);
    }
  }
  let tracked = false;
  if (presence) {
    const boardChannel = client.getChannels().find((c) => c.subTopic === board);
    tracked = (await boardChannel?.track({ actor })) === 'ok';
  } else {
    // Refused the private room, the actor listens on the public channel of the same name:
    // the private room's presence must not reach it there either.
    const refusedBoard = client.getChannels().find((c) => c.subTopic === board);
    if (refusedBoard) await client.removeChannel(refusedBoard);
    const open = listen(client, board, { private: false, presenceKey: actorKey });
    expect(await joined(open.channel)).toBe(true);
    presence = open.inbox;
  }
  const late = listen(trackers.late, board, { private: true, presenceKey: lateKey });
  expect(await joined(late.channel)).toBe(true);
  expect(await late.channel.track({ phase: 'late' })).toBe('ok');
  const tests: ((message: Received) => boolean)[] = [];
  for (const change of CHANGES) tests.push(await change.make(backend, world));
  for (const kind of KINDS) {
    await adminQuery(backend, `select realtime.send('{}'::jsonb, 'control', $1, true)`, [
      topicOf(kind, world),
    ]);
  }
  await adminQuery(backend, `select realtime.send('{}'::jsonb, 'control', $1, false)`, [
    controlTopic,
  ]);
  await control.inbox.waitFor((m) => m.event === 'control', `public control for ${actor}`);
  for (const kind of KINDS) {
    const { joined: ok, inbox } = channels[kind];
    if (ok) await inbox.waitFor((m) => m.event === 'control', `control on ${kind} for ${actor}`);
  }
  await early.inbox.waitFor((m) => m.event === 'control', `control on the board for ${actor}`);
  note(
    PRESENCE[0],
    tracked &&
      early.inbox.items.some((m) => m.event === 'presence_join' && m.payload.key === actorKey),
  );
  const received = presence;
  if (!received) throw new Error(`no board channel for ${actor}`);
  note(
    PRESENCE[1],
    received.items.some((m) => m.event === 'presence_sync' && earlyKey in m.payload),
  );
  note(
    PRESENCE[2],
    received.items.some((m) => m.event === 'presence_join' && m.payload.key === lateKey),
  );
  await trackers.early.removeChannel(early.channel);
  await trackers.late.removeChannel(late.channel);
  CHANGES.forEach((change, i) => {
    const test = tests[i] as (message: Received) => boolean;
    note(
      `${change.kind}:<id>|receive broadcast_changes of ${change.table}`,
      channels[change.kind].inbox.items.some(test),
    );
  });
}

describe.each(engines)('realtime permission matrix through supabase-js on %s', (engine) => {
  let backend: TestBackend;
  const outcomes = new Map<string, boolean>();

  beforeAll(async () => {
    backend = await startBackend(engine);
    const world = await buildWorld(backend);
    // Members who track presence on the board around each actor's join.
    const trackers = {
      early: await clientFor(backend, world.users.member),
      late: await clientFor(backend, world.users.admin),
    };
    try {
      for (const tracker of Object.values(trackers)) await tracker.realtime.setAuth();
      for (const actor of ACTORS) {
        const client = await clientFor(backend, actor === 'anon' ? null : world.users[actor]);
        try {
          await runActor(backend, world, actor, client, trackers, (operation, outcome) =>
            outcomes.set(`${operation}|${actor}`, outcome),
          );
        } finally {
          await client.removeAllChannels();
          client.realtime.disconnect();
        }
      }
    } finally {
      for (const tracker of Object.values(trackers)) {
        await tracker.removeAllChannels();
        tracker.realtime.disconnect();
      }
    }
    console.log(
      `[${engine}] permission matrix (supabase-js realtime): ${OPERATIONS.length} operations x ${ACTORS.length} actors = ${OPERATIONS.length * ACTORS.length} cells`,
    );
  });
  afterAll(() => backend?.stop());

  // Only members of the topic's workspace, any role, join, track presence and receive
  // (supabase/README.md, "Realtime"); nobody broadcasts: row changes come from the database.
  const allowed = byAction('workspace.view');
  for (const operation of OPERATIONS) {
    for (const actor of ACTORS) {
      const expected = !operation.includes('send broadcast') && allowed(actor);
      const [topic, what] = operation.split('|');
      it(`${topic}: ${what} by ${actor} is ${expected ? 'allowed' : 'denied'}`, () => {
        expect(outcomes.get(`${operation}|${actor}`)).toBe(expected);
      });
    }
  }
});

describe.each(engines)('realtime with tokens from /auth/v1 on %s', (engine) => {
  let backend: TestBackend;
  const clients: TandemClient[] = [];

  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(async () => {
    for (const client of clients) {
      await client.removeAllChannels();
      client.realtime.disconnect();
    }
    await backend?.stop();
  });

  it('delivers a board change made over REST by the signed-in demo member to members only', async () => {
    const member = await signedInClient(backend, 'member@demo.tandem.test');
    const viewer = await signedInClient(backend, 'viewer@demo.tandem.test');
    // A confirmed user created through GoTrue's admin API, in no workspace.
    const email = `outsider-${randomUUID().slice(0, 8)}@example.test`;
    const service = createClient(backend.url, backend.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const created = await service.auth.admin.createUser({
      email,
      password: 'outsider-password-1',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const outsider = await signedInClient(backend, email, 'outsider-password-1');
    clients.push(member.client, viewer.client, outsider.client);
    for (const user of [member, viewer, outsider]) {
      expect(tokenAlgorithm(user.accessToken)).toBe('ES256');
      await user.client.realtime.setAuth(user.accessToken);
    }

    const { data: task } = await member.client
      .from('tasks')
      .select('id, board_id')
      .eq('number', 1)
      .single();
    if (!task) throw new Error('the demo member sees no task #1');
    const topic = `board:${task.board_id}`;
    const viewerRoom = listen(viewer.client, topic, { private: true });
    expect(await joined(viewerRoom.channel)).toBe(true);
    const outsiderRoom = listen(outsider.client, topic, { private: true });
    expect(await joined(outsiderRoom.channel)).toBe(false);
    const outsiderControl = listen(outsider.client, `control-${randomUUID()}`, { private: false });
    expect(await joined(outsiderControl.channel)).toBe(true);

    const title = `signed-in edit ${randomUUID()}`;
    const update = await member.client.from('tasks').update({ title }).eq('id', task.id);
    expect(update.error).toBeNull();
    const change = await viewerRoom.inbox.waitFor(
      (m) => m.payload.table === 'tasks' && record(m).title === title,
      'the task update',
    );
    expect(change.payload.operation).toBe('UPDATE');
    // Nobody broadcasts on a board, viewers included: its messages come from the database.
    expect(
      await viewerRoom.channel.send({ type: 'broadcast', event: 'editing', payload: { n: 1 } }),
    ).toBe('error');

    await adminQuery(backend, `select realtime.send('{}'::jsonb, 'control', $1, false)`, [
      outsiderControl.channel.subTopic,
    ]);
    await outsiderControl.inbox.waitFor((m) => m.event === 'control', 'the control message');
    expect(outsiderRoom.inbox.items).toEqual([]);
  });
});

describe.each(engines)('membership changes on the workspace topic on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());

  // The app follows a member's own role change and removal on this topic (Supabase Realtime
  // authorises a channel when it joins): the member hears both, then may not join again.
  it('tells a member of their new role and of their removal, then refuses them the topic', async () => {
    const world = await buildWorld(backend);
    const member = world.users.member;
    const client = await clientFor(backend, member);
    const others = await clientFor(backend, world.users.admin);
    try {
      await client.realtime.setAuth();
      await others.realtime.setAuth();
      const topic = topicOf('workspace', world);
      const room = listen(client, topic, { private: true });
      expect(await joined(room.channel)).toBe(true);
      const adminRoom = listen(others, topic, { private: true });
      expect(await joined(adminRoom.channel)).toBe(true);
      const about = (m: Received, operation: string, key: 'record' | 'old_record') =>
        m.payload.table === 'workspace_members' &&
        m.payload.operation === operation &&
        (m.payload[key] as Record<string, unknown> | undefined)?.user_id === member.id;

      await adminQuery(
        backend,
        `update public.workspace_members set role = 'viewer' where workspace_id = $1 and user_id = $2`,
        [world.workspaceId, member.id],
      );
      const update = await room.inbox.waitFor((m) => about(m, 'UPDATE', 'record'), 'role change');
      expect(record(update).role).toBe('viewer');

      await adminQuery(
        backend,
        'delete from public.workspace_members where workspace_id = $1 and user_id = $2',
        [world.workspaceId, member.id],
      );
      await room.inbox.waitFor((m) => about(m, 'DELETE', 'old_record'), 'removal');
      await adminRoom.inbox.waitFor((m) => about(m, 'DELETE', 'old_record'), 'removal (admin)');

      await client.removeChannel(room.channel);
      const again = listen(client, topic, { private: true });
      expect(await joined(again.channel)).toBe(false);
    } finally {
      for (const c of [client, others]) {
        await c.removeAllChannels();
        c.realtime.disconnect();
      }
    }
  });
});
