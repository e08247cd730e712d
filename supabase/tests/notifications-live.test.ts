import type { RealtimeChannel } from '@supabase/supabase-js';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TandemClient } from './clients.js';
import type { TestUser } from './helpers.js';
import { startBackend } from './helpers.js';
import { comment, createTeam, type Team } from './notification-team.js';
import { Inbox, joined } from './realtime-clients.js';

/**
 * A person's live inbox: postgres_changes on their notifications, on a private channel of
 * their own, as the app subscribes.
 */
async function subscribe(
  client: TandemClient,
  person: TestUser,
  filterOn: TestUser = person,
): Promise<{ channel: RealtimeChannel; inbox: Inbox }> {
  const inbox = new Inbox();
  const topic = `notifications:${person.id}:${crypto.randomUUID()}`;
  const channel = client.channel(topic, { config: { private: true } }).on(
    'postgres_changes',
    {
      event: '*',
      schema: 'public',
      table: 'notifications',
      filter: `recipient_id=eq.${filterOn.id}`,
    },
    (change) =>
      inbox.push({
        event: change.eventType,
        payload: (change.new ?? {}) as Record<string, unknown>,
      }),
  );
  expect(await joined(channel)).toBe(true);
  return { channel, inbox };
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

  it('reaches the recipient as it is written and folded, and nobody else', async () => {
    const { viewer, admin, member, taskId } = team;
    const mine = await subscribe(await clientOf(viewer), viewer);
    // The admin listens for the viewer's rows too: RLS lets none through.
    const prying = await subscribe(await clientOf(admin), admin, viewer);

    await comment(backend, member, taskId, `@[${viewer.id}] first`);
    const inserted = await mine.inbox.waitFor(
      (m) => m.event === 'INSERT' && m.payload.kind === 'mentioned',
      'the mention',
    );
    expect(inserted.payload).toMatchObject({ recipient_id: viewer.id, count: 1 });
    await comment(backend, member, taskId, `@[${viewer.id}] second`);
    await mine.inbox.waitFor(
      (m) => m.event === 'UPDATE' && m.payload.count === 2,
      'the folded mention',
    );

    // A later event of the admin's own arriving proves the earlier ones were not withheld.
    const own = await subscribe(await clientOf(admin), admin);
    await comment(backend, member, taskId, `@[${admin.id}] control`);
    await own.inbox.waitFor((m) => m.event === 'INSERT', 'the control notification');
    expect(prying.inbox.items).toEqual([]);
  });

  it('lets only the recipient join their private notifications topic', async () => {
    const { viewer, admin } = team;
    const topic = `notifications:${viewer.id}:${crypto.randomUUID()}`;
    const client = await clientOf(admin);
    expect(await joined(client.channel(topic, { config: { private: true } }))).toBe(false);
    expect(
      await joined((await clientOf(viewer)).channel(topic, { config: { private: true } })),
    ).toBe(true);
  });
});
