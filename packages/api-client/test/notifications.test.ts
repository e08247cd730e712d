import { engines, type TestBackend } from '@tandem/local-backend/testing';
import type { Notification, Task } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelSubscription } from '../src/index.js';
import { startBackend } from './support/backend.js';
import { codeOf, collectPages, createTeam, type Team } from './support/data.js';

/** Waits until `check` holds, polling; fails after `ms`. */
async function eventually(check: () => boolean, what: string, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(engines)('notifications on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let task: Task;

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'inbox');
    const board = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'Inbox',
    });
    task = await team.admin.client.tasks.create({
      boardId: board.id,
      title: 'Ship the bell',
    });
  });
  afterAll(() => backend?.stop());

  const mention = (who: { id: string }) =>
    team.admin.client.comments.create({ taskId: task.id, body: `@[${who.id}] have a look` });

  it('lists a mention for the mentioned, counts it unread, and tells the author nothing', async () => {
    await mention(team.member);
    const { items } = await team.member.client.notifications.list();
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'mentioned',
        recipient_id: team.member.id,
        actor_id: team.admin.id,
        task_id: task.id,
        read_at: null,
      }),
    ]);
    expect(await team.member.client.notifications.unreadCount()).toBe(1);
    expect(await team.admin.client.notifications.unreadCount()).toBe(0);
    expect((await team.admin.client.notifications.list()).items).toEqual([]);
  });

  it('marks one read for its recipient only, and all read', async () => {
    const [first] = (await team.member.client.notifications.list()).items as [Notification];
    expect(await codeOf(team.viewer.client.notifications.markRead(first.id))).toBe(
      'data/not-found',
    );
    const read = await team.member.client.notifications.markRead(first.id);
    expect(read.read_at).not.toBeNull();
    expect(await team.member.client.notifications.unreadCount()).toBe(0);

    await mention(team.member);
    await team.admin.client.tasks.update({
      taskId: task.id,
      changes: { assigneeId: team.member.id },
      expectedVersion: task.version,
    });
    expect(await team.member.client.notifications.unreadCount()).toBe(2);
    expect(
      await team.member.client.notifications.markAllRead({ workspaceId: team.workspaceId }),
    ).toBe(2);
    expect(await team.member.client.notifications.unreadCount()).toBe(0);
  });

  it('pages the inbox newest first', async () => {
    const items = (
      await collectPages((cursor) => team.member.client.notifications.list({ cursor }))
    ).flat();
    expect(items.length).toBeGreaterThanOrEqual(3);
    const times = items.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('keeps preferences per kind, with the defaults for the rest', async () => {
    const before = await team.viewer.client.notifications.preferences.get();
    expect(before.find((p) => p.kind === 'mentioned')).toEqual({
      kind: 'mentioned',
      inApp: true,
      email: true,
    });
    expect(before.find((p) => p.kind === 'commented')).toEqual({
      kind: 'commented',
      inApp: true,
      email: false,
    });
    await team.viewer.client.notifications.preferences.set({
      kind: 'commented',
      inApp: false,
      email: true,
    });
    const after = await team.viewer.client.notifications.preferences.get();
    expect(after.find((p) => p.kind === 'commented')).toEqual({
      kind: 'commented',
      inApp: false,
      email: true,
    });
    expect(after).toHaveLength(8);
  });

  it('watches and unwatches a task; members see who watches', async () => {
    const watchers = team.viewer.client.watchers;
    await watchers.watch({ taskId: task.id });
    await watchers.watch({ taskId: task.id });
    const ids = (await team.member.client.watchers.list({ taskId: task.id })).map((w) => w.user_id);
    expect(ids).toEqual(expect.arrayContaining([team.admin.id, team.member.id, team.viewer.id]));
    await watchers.unwatch({ taskId: task.id });
    const after = (await team.member.client.watchers.list({ taskId: task.id })).map(
      (w) => w.user_id,
    );
    expect(after).not.toContain(team.viewer.id);
    expect(await team.outsider.client.watchers.list({ taskId: task.id })).toEqual([]);
  });

  it('tells the task’s channel live who starts and stops watching', async () => {
    const log: string[] = [];
    let live = false;
    const subscription = team.member.client.realtime.subscribeTask(task.id, {
      onWatcherAdded: (w) => log.push(`+${w.user_id}`),
      onWatcherRemoved: (w) => log.push(`-${w.user_id}`),
      onStatus: (status) => {
        live ||= status === 'live';
      },
    });
    try {
      await eventually(() => live, 'the task channel to be live');
      await team.viewer.client.watchers.watch({ taskId: task.id });
      await eventually(() => log.includes(`+${team.viewer.id}`), 'the new watcher');
      await team.viewer.client.watchers.unwatch({ taskId: task.id });
      await eventually(() => log.includes(`-${team.viewer.id}`), 'the watcher leaving');
      expect(log).toEqual([`+${team.viewer.id}`, `-${team.viewer.id}`]);
    } finally {
      await subscription.unsubscribe();
    }
  });

  it('delivers the recipient’s notifications live, and nobody else’s', async () => {
    const heard: Notification[] = [];
    const adminHeard: Notification[] = [];
    let live = false;
    const subscriptions: ChannelSubscription[] = [
      await team.member.client.notifications.subscribe({
        onNotification: (n) => heard.push(n),
        onStatus: (status) => {
          live ||= status === 'live';
        },
      }),
      await team.admin.client.notifications.subscribe({
        onNotification: (n) => adminHeard.push(n),
      }),
    ];
    try {
      await eventually(() => live, 'the channel to be live');
      await mention(team.member);
      await eventually(() => heard.some((n) => n.kind === 'mentioned'), 'the live mention');
      expect(heard[0]).toMatchObject({ recipient_id: team.member.id, task_id: task.id });
      expect(adminHeard).toEqual([]);
    } finally {
      for (const subscription of subscriptions) await subscription.unsubscribe();
    }
  });
});
