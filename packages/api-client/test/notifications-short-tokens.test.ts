import { engines, type TestBackend } from '@tandem/local-backend/testing';
import type { Notification } from '@tandem/schemas';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ChannelSubscription } from '../src/index.js';
import { createTeam, type Team } from './support/data.js';
import { SHORT_JWT_EXPIRY, startShortTokenBackend } from './support/short-tokens.js';

// The engines side by side: each mostly waits for tokens to expire.
describe.concurrent.each(engines)(
  'live notifications with short-lived access tokens on %s',
  (engine) => {
    let backend: TestBackend;
    let team: Team;

    beforeAll(async () => {
      backend = await startShortTokenBackend(engine);
      team = await createTeam(backend, 'short-inbox');
    });
    afterAll(async () => {
      for (const actor of [team?.owner, team?.member])
        await (await actor?.client.supabase())
          ?.realtime()
          .then((realtime) => realtime.disconnect());
      await backend?.stop();
    });

    it(`still delivers after several ${SHORT_JWT_EXPIRY} s tokens have expired`, async ({
      expect,
    }) => {
      const board = await team.owner.client.boards.create({
        workspaceId: team.workspaceId,
        name: 'Later',
      });
      const task = await team.owner.client.tasks.create({
        boardId: board.id,
        title: 'Wait for it',
      });
      const heard: Notification[] = [];
      const subscription: ChannelSubscription = await team.member.client.notifications.subscribe({
        onNotification: (n) => heard.push(n),
      });
      try {
        await new Promise((resolve) => setTimeout(resolve, SHORT_JWT_EXPIRY * 3 * 1000));
        await team.owner.client.comments.create({ taskId: task.id, body: `@[${team.member.id}]` });
        await expect.poll(() => heard.length, { timeout: 5_000 }).toBeGreaterThan(0);
      } finally {
        await subscription.unsubscribe();
      }
    }, 60_000);
  },
);
