import { engines, type TestBackend } from '@tandem/local-backend/testing';
import type { Task } from '@tandem/schemas';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ChannelStatus, SessionEventType, TandemClient } from '../src/index.js';
import { acme, insertTask } from './support/acme.js';
import { cookieJar, DEMO, DEMO_PASSWORD, newClient, signedIn } from './support/backend.js';
import { EventLog } from './support/event-log.js';
import { SHORT_JWT_EXPIRY, startShortTokenBackend } from './support/short-tokens.js';

/** What the acceptance of "one refresher per browser" asks for: a minute of activity. */
const ACTIVITY_MS = 60_000;

/** A refresh request as it left one page, and when it was answered. */
interface RefreshRequest {
  page: number;
  refreshToken: string;
  answered: boolean;
}

// Both engines: the refresh races resolve in the database (row locks on the refresh token),
// which is where PGlite and PostgreSQL differ. The engines' suites, and their tests, run side by
// side: each mostly waits for tokens to expire, a minute that need not be spent twice.
describe.concurrent.each(engines)('sessions with short-lived access tokens on %s', (engine) => {
  let backend: TestBackend;
  const clients: TandemClient[] = [];
  beforeAll(async () => {
    backend = await startShortTokenBackend(engine);
  });
  afterAll(async () => {
    for (const client of clients) await (await (await client.supabase()).realtime()).disconnect();
    await backend?.stop();
  });

  it(
    `keeps three tabs of one browser signed in for a minute of ${SHORT_JWT_EXPIRY} s tokens, never as anon`,
    async ({ expect }) => {
      const { cookies } = cookieJar();
      const anonymous: string[] = [];
      const refreshes: RefreshRequest[] = [];
      let mostInFlight = 0;
      /** One tab: a client over the browser's cookie jar whose requests are watched. */
      const openTab = (page: number) => {
        const watched: typeof fetch = async (input, init) => {
          const url = new URL(input instanceof Request ? input.url : String(input));
          const bearer = new Headers(init?.headers).get('authorization');
          if (!url.pathname.startsWith('/auth/') && bearer === `Bearer ${backend.publishableKey}`) {
            anonymous.push(`${page} ${init?.method ?? 'GET'} ${url.pathname}`);
          }
          if (url.searchParams.get('grant_type') !== 'refresh_token') return fetch(input, init);
          const request: RefreshRequest = {
            page,
            refreshToken: JSON.parse(String(init?.body)).refresh_token,
            answered: false,
          };
          refreshes.push(request);
          mostInFlight = Math.max(mostInFlight, refreshes.filter((r) => !r.answered).length);
          try {
            return await fetch(input, init);
          } finally {
            request.answered = true;
          }
        };
        const client = newClient(backend, { auth: { cookies }, fetch: watched });
        clients.push(client);
        return client;
      };
      const first = openTab(0);
      await first.auth.signInWithPassword({ email: DEMO.member, password: DEMO_PASSWORD });
      const tabs = [first, openTab(1), openTab(2)];
      const events: SessionEventType[][] = tabs.map(() => []);
      for (const [i, tab] of tabs.entries()) {
        tab.auth.onSessionChange((event) => {
          events[i]?.push(event.type);
        });
      }

      const workspace = await first.workspaces.getBySlug('acme');
      const [board] = await first.boards.list(workspace.id);
      const boardId = board?.id ?? '';
      let empty = 0;
      let reads = 0;
      const until = Date.now() + ACTIVITY_MS;
      await Promise.all(
        tabs.map(async (tab, i) => {
          for (let round = i; Date.now() < until; round += 1) {
            const rows =
              round % 2 === 0
                ? await tab.workspaces.listMine()
                : await tab.tasks.listBoard(boardId);
            reads += 1;
            if (rows.length === 0) empty += 1;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }),
      );

      expect(anonymous).toEqual([]);
      expect(empty).toBe(0);
      expect(reads).toBeGreaterThan(100);
      // Many refreshes happened (the tokens outlived none of them), one at a time in the browser,
      // and so no refresh token was ever sent by two tabs at once.
      expect(refreshes.length).toBeGreaterThan(ACTIVITY_MS / 1000 / SHORT_JWT_EXPIRY);
      expect(new Set(refreshes.map((r) => r.page))).toEqual(new Set([0, 1, 2]));
      expect(mostInFlight).toBe(1);
      for (const types of events) {
        expect(types).not.toContain('session-expired');
        expect(types).not.toContain('signed-out');
      }
      for (const tab of tabs) expect((await tab.auth.getSession())?.email).toBe(DEMO.member);
    },
    2 * ACTIVITY_MS,
  );

  it('keeps a board channel live across token refreshes', async ({ expect }) => {
    const owner = await signedIn(backend, DEMO.owner);
    const member = await signedIn(backend, DEMO.member);
    clients.push(owner, member);
    const place = await acme(owner);
    const statuses = new EventLog<ChannelStatus>();
    const inserted = new EventLog<Task>();
    const refreshed = new EventLog<string>();
    member.auth.onSessionChange((event) => refreshed.push(event.type));
    const subscription = member.realtime.subscribeBoard(place.boardId, {
      onStatus: statuses.push,
      onTaskInserted: inserted.push,
    });
    await statuses.waitFor((s) => s === 'live', 'live');
    // Realtime ends a channel whose token expires; the member makes no request of its own, so
    // only the client's renewal of the channel's token keeps it.
    let from = refreshed.items.length;
    for (let n = 1; n <= 3; n += 1) {
      await refreshed.waitFor((type) => type === 'token-refreshed', `refresh ${n}`, from);
      from = refreshed.items.indexOf('token-refreshed', from) + 1;
    }
    const task = await insertTask(owner, place, 'After three refreshes');
    await inserted.waitFor((t) => t.id === task.id, 'the insert');
    expect(statuses.items).toEqual(['connecting', 'live']);
    await subscription.unsubscribe();
  });
});
