import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TandemClient } from './clients.js';
import type { TestUser } from './helpers.js';
import { adminQuery, query, startBackend } from './helpers.js';
import { comment, createTeam, type Team } from './notification-team.js';
import { type Inbox, joined, listen, type Received } from './realtime-clients.js';

/** The private topic a person's notifications are broadcast on. */
const userTopic = (person: TestUser) => `user:${person.id}`;

const record = (m: Received) => (m.payload.record ?? {}) as Record<string, unknown>;
const oldRecord = (m: Received) => (m.payload.old_record ?? {}) as Record<string, unknown>;

/** Sends a control message on `topic` as the database does; its arrival closes a wait. */
function control(backend: TestBackend, topic: string, marker: string) {
  return adminQuery(backend, `select realtime.send($1::jsonb, 'control', $2, true)`, [
    JSON.stringify({ marker }),
    topic,
  ]);
}

/** Waits for the control message `marker`: everything sent before it has arrived. */
function caughtUp(inbox: Inbox, marker: string) {
  return inbox.waitFor((m) => m.event === 'control' && m.payload.marker === marker, marker);
}

/** Whether sending on `topic` over HTTP, without joining, is refused as unauthorised. */
async function sendRefused(client: TandemClient, topic: string): Promise<boolean> {
  const channel = client.channel(topic, { config: { private: true } });
  try {
    return await channel.httpSend('INSERT', { operation: 'INSERT', forged: true }).then(
      () => false,
      (error: Error) => {
        if (/do not have permissions to write/.test(error.message)) return true;
        throw error;
      },
    );
  } finally {
    await client.removeChannel(channel);
  }
}

describe.each(engines)('live notifications on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  const clients: TandemClient[] = [];

  const clientOf = async (person: TestUser) => {
    const client = await clientFor(backend, person);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend);
  });
  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    await backend?.stop();
  });

  it('broadcasts the recipient’s inbox changes on their topic as they are written, folded and read', async () => {
    const { viewer, member, taskId } = team;
    const mine = listen(await clientOf(viewer), userTopic(viewer), { private: true });
    expect(await joined(mine.channel)).toBe(true);

    await comment(backend, member, taskId, `@[${viewer.id}] first`);
    const inserted = await mine.inbox.waitFor(
      (m) => m.event === 'INSERT' && record(m).kind === 'mentioned',
      'the mention',
    );
    expect(inserted.payload).toMatchObject({
      operation: 'INSERT',
      table: 'notifications',
      schema: 'public',
      record: { recipient_id: viewer.id, count: 1, read_at: null, in_app: true },
    });
    const id = record(inserted).id;

    await comment(backend, member, taskId, `@[${viewer.id}] second`);
    const folded = await mine.inbox.waitFor(
      (m) => m.event === 'UPDATE' && record(m).count === 2,
      'the folded mention',
    );
    expect(oldRecord(folded)).toMatchObject({ id, count: 1 });

    await query(backend, viewer, 'select public.mark_notification_read($1)', [id]);
    const read = await mine.inbox.waitFor(
      (m) => m.event === 'UPDATE' && record(m).read_at !== null,
      'the read mark',
    );
    expect(oldRecord(read)).toMatchObject({ id, read_at: null });
  });

  it('leaves off what the inbox does not show: email-only rows and the digest’s marks', async () => {
    const { admin, member, taskId } = team;
    const mine = listen(await clientOf(admin), userTopic(admin), { private: true });
    expect(await joined(mine.channel)).toBe(true);
    await adminQuery(
      backend,
      `insert into public.notification_preferences (user_id, kind, in_app, email)
       values ($1, 'mentioned', false, true)`,
      [admin.id],
    );
    await comment(backend, member, taskId, `@[${admin.id}] only by email`);
    await control(backend, userTopic(admin), 'email-only');
    await caughtUp(mine.inbox, 'email-only');
    expect(mine.inbox.items.filter((m) => m.event !== 'control')).toEqual([]);

    // The inbox turned back on, the next repeat shows the row: it arrives as new.
    await adminQuery(
      backend,
      `update public.notification_preferences set in_app = true where user_id = $1`,
      [admin.id],
    );
    await comment(backend, member, taskId, `@[${admin.id}] now in the inbox`);
    const shown = await mine.inbox.waitFor(
      (m) => m.event === 'INSERT' && record(m).kind === 'mentioned',
      'the row shown',
    );
    expect(record(shown)).toMatchObject({ recipient_id: admin.id, count: 2, in_app: true });

    await adminQuery(
      backend,
      'update public.notifications set emailed_at = now() where recipient_id = $1',
      [admin.id],
    );
    await control(backend, userTopic(admin), 'emailed');
    await caughtUp(mine.inbox, 'emailed');
    expect(mine.inbox.items.filter((m) => m.event === 'UPDATE')).toEqual([]);
  });

  it('lets only the recipient join their topic, and the old notifications topics nobody', async () => {
    const { viewer, admin, stranger } = team;
    const prying = await clientOf(admin);
    expect(await joined(prying.channel(userTopic(viewer), { config: { private: true } }))).toBe(
      false,
    );
    const outsider = await clientOf(stranger);
    expect(await joined(outsider.channel(userTopic(viewer), { config: { private: true } }))).toBe(
      false,
    );
    const own = await clientOf(viewer);
    expect(
      await joined(
        own.channel(`notifications:${viewer.id}:${crypto.randomUUID()}`, {
          config: { private: true },
        }),
      ),
    ).toBe(false);
  });

  it('refuses a notification forged onto a teammate’s topic, or onto one’s own', async () => {
    const { viewer, member } = team;
    const mine = listen(await clientOf(viewer), userTopic(viewer), { private: true });
    expect(await joined(mine.channel)).toBe(true);

    expect(await sendRefused(await clientOf(member), userTopic(viewer))).toBe(true);
    // Joined, the recipient still may not write on their own topic.
    const sent = await mine.channel.send({
      type: 'broadcast',
      event: 'INSERT',
      payload: { operation: 'INSERT', forged: true },
    });
    expect(sent).not.toBe('ok');
    expect(await sendRefused(await clientOf(viewer), userTopic(viewer))).toBe(true);

    await control(backend, userTopic(viewer), 'after-forgery');
    await caughtUp(mine.inbox, 'after-forgery');
    expect(mine.inbox.items.filter((m) => m.payload.forged)).toEqual([]);
  });

  it('tells the recipient their notifications went when they leave the workspace', async () => {
    const { owner, member, taskId } = team;
    const mine = listen(await clientOf(member), userTopic(member), { private: true });
    expect(await joined(mine.channel)).toBe(true);
    await comment(backend, owner, taskId, `@[${member.id}] before you go`);
    const inserted = await mine.inbox.waitFor((m) => m.event === 'INSERT', 'the mention');
    await adminQuery(
      backend,
      'delete from public.workspace_members where workspace_id = $1 and user_id = $2',
      [team.workspaceId, member.id],
    );
    const deleted = await mine.inbox.waitFor((m) => m.event === 'DELETE', 'the deletion');
    expect(deleted.payload).toMatchObject({
      record: null,
      old_record: { id: record(inserted).id },
    });
  });
});
