import { engines, type TestBackend } from '@tandem/local-backend/testing';
import type { Notification, Task } from '@tandem/schemas';
import {
  type InfiniteData,
  InfiniteQueryObserver,
  QueryClient,
  QueryObserver,
} from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelStatus, TandemClient } from '../src/index.js';
import type { Page } from '../src/internal/page.js';
import { bindNotificationsToCache, tandemKeys, tandemQueries } from '../src/react-query/index.js';
import { signedIn, startBackend } from './support/backend.js';
import { createTeam, type Team } from './support/data.js';
import { EventLog } from './support/event-log.js';

type Inbox = InfiniteData<Page<Notification>>;

/** Resolves once `check` holds for the cache, looking again at each change of it. */
function cacheHolds(queryClient: QueryClient, check: () => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (check()) return resolve();
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the cache never showed ${what}`));
    }, 10_000);
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (!check()) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

/**
 * A query client showing `client`'s bell and inbox, as the app's would (observed, so a
 * refetch would run), bound live; `fetches` records every read of the inbox or the count.
 */
async function boundInbox(client: TandemClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const queries = tandemQueries(client).notifications;
  const fetches: string[] = [];
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') {
      fetches.push(JSON.stringify(event.query.queryKey));
    }
  });
  const observers = [
    new QueryObserver(queryClient, queries.unreadCount()).subscribe(() => undefined),
    new InfiniteQueryObserver(queryClient, queries.list()).subscribe(() => undefined),
  ];
  const statuses = new EventLog<ChannelStatus>();
  const unbind = bindNotificationsToCache(queryClient, client, { onStatus: statuses.push });
  await statuses.waitFor((status) => status === 'live', 'the inbox live');
  // Joining reads both again; what happens after that must come from events alone.
  await cacheHolds(queryClient, () => queryClient.isFetching() === 0, 'the reads settled');
  fetches.length = 0;
  return {
    queryClient,
    fetches,
    count: () => queryClient.getQueryData<number>(tandemKeys.unreadNotifications()),
    inbox: () =>
      (queryClient.getQueryData<Inbox>(tandemKeys.notificationList())?.pages ?? []).flatMap(
        (page) => page.items,
      ),
    stop: () => {
      unbind();
      for (const unsubscribe of observers) unsubscribe();
      stopWatching();
    },
  };
}

describe.each(engines)('live notifications into the cache on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let task: Task;
  const stops: (() => void)[] = [];

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'live-bell');
    const board = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'Bell',
    });
    task = await team.admin.client.tasks.create({ boardId: board.id, title: 'Ring it' });
  });
  afterAll(async () => {
    for (const stop of stops) stop();
    await backend?.stop();
  });

  it('writes a new notification, its fold and its read mark into the inbox and the count, without a refetch', async () => {
    const bell = await boundInbox(team.member.client);
    stops.push(bell.stop);
    expect(bell.count()).toBe(0);
    expect(bell.inbox()).toEqual([]);
    // The channel is the registry's, on the person's own topic, beside any other of the client.
    const realtime = await (await team.member.client.supabase()).realtime();
    expect(realtime.getChannels().map((channel) => channel.subTopic)).toContain(
      `user:${team.member.id}`,
    );

    await team.admin.client.comments.create({ taskId: task.id, body: `@[${team.member.id}] look` });
    await cacheHolds(bell.queryClient, () => bell.count() === 1, 'one unread');
    await cacheHolds(bell.queryClient, () => bell.inbox().length === 1, 'the mention');
    const [mention] = bell.inbox() as [Notification];
    expect(mention).toMatchObject({ kind: 'mentioned', task_id: task.id, count: 1 });

    await team.admin.client.comments.create({
      taskId: task.id,
      body: `@[${team.member.id}] again`,
    });
    await cacheHolds(bell.queryClient, () => bell.inbox()[0]?.count === 2, 'the fold');
    expect(bell.count()).toBe(1);
    expect(bell.inbox()).toHaveLength(1);

    // Read in another tab of the same person: this one hears it too.
    const otherTab = await signedIn(backend, team.member.email);
    await otherTab.notifications.markRead(mention.id);
    await cacheHolds(bell.queryClient, () => bell.count() === 0, 'none unread');
    await cacheHolds(bell.queryClient, () => bell.inbox()[0]?.read_at != null, 'the read mark');
    expect(bell.fetches).toEqual([]);
    expect(await team.member.client.notifications.unreadCount()).toBe(0);
  });

  it('takes a notification out when it goes, and leaves a teammate’s cache alone', async () => {
    const bell = await boundInbox(team.viewer.client);
    const teammate = await boundInbox(team.owner.client);
    stops.push(bell.stop, teammate.stop);
    await team.member.client.comments.create({ taskId: task.id, body: `@[${team.viewer.id}] hi` });
    await cacheHolds(bell.queryClient, () => bell.count() === 1, 'the viewer’s mention');

    // Removed from the workspace, the viewer's notifications of it are deleted.
    await team.owner.client.members.remove({
      workspaceId: team.workspaceId,
      userId: team.viewer.id,
    });
    await cacheHolds(bell.queryClient, () => bell.inbox().length === 0, 'the mention gone');
    expect(bell.count()).toBe(0);
    expect(bell.fetches).toEqual([]);
    expect(teammate.inbox()).toEqual([]);
    expect(teammate.count()).toBe(0);
    expect(teammate.fetches).toEqual([]);
  });
});
