import { createClient } from '@supabase/supabase-js';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createTandemClient, type TandemClient } from '../src/index.js';
import { failure, recordSessionEvents } from './support/auth.js';
import {
  cookieJar,
  createUser,
  DEMO,
  DEMO_PASSWORD,
  newClient,
  startBackend,
  uniqueEmail,
} from './support/backend.js';

describe.each(engines)('auth sessions on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());

  /** A confirmed user of its own and a client that is not signed in yet. */
  async function freshUser(tag: string) {
    const email = uniqueEmail(tag);
    const id = await createUser(backend, email, `${tag} user`);
    return { email, id };
  }

  async function signedInClient(email: string, options: Parameters<typeof newClient>[1] = {}) {
    const client = newClient(backend, options);
    await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    return client;
  }

  it('signs in with a password and answers with the user', async () => {
    const client = newClient(backend);
    const user = await client.auth.signInWithPassword({
      email: ` ${DEMO.owner.toUpperCase()} `,
      password: DEMO_PASSWORD,
    });
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: DEMO.owner,
      displayName: 'Olivia Owner',
      emailConfirmed: true,
    });
    expect(await client.auth.getUser()).toEqual(user);
    const session = await client.auth.getSession();
    expect(session).toEqual({ userId: user.id, email: DEMO.owner, expiresAt: expect.any(Date) });
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const claims = await client.auth.getClaims();
    expect(claims?.sub).toBe(user.id);
    expect(claims?.email).toBe(DEMO.owner);
    expect(claims?.role).toBe('authenticated');
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const client = newClient(backend);
    const wrong = client.auth.signInWithPassword({ email: DEMO.member, password: 'wrong-1' });
    expect((await failure(wrong)).code).toBe('auth/invalid-credentials');
    const unknown = client.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'whatever-1',
    });
    expect((await failure(unknown)).code).toBe('auth/invalid-credentials');
    expect(await client.auth.getSession()).toBeNull();
  });

  it('checks the sign-in form before any request', async () => {
    // The auth server cannot be reached: only a request would fail with network/offline.
    const client = createTandemClient({ url: 'http://127.0.0.1:9', key: backend.publishableKey });
    const invalid = await failure(client.auth.signInWithPassword({ email: 'nope', password: '' }));
    expect(invalid.code).toBe('data/invalid');
    expect(Object.keys(invalid.fieldErrors).sort()).toEqual(['email', 'password']);
    const offline = client.auth.signInWithPassword({ email: DEMO.owner, password: 'x' });
    expect((await failure(offline)).code).toBe('network/offline');
  });

  it('is signed out before signing in: no user, no claims, no session', async () => {
    const client = newClient(backend);
    expect(await client.auth.getUser()).toBeNull();
    expect(await client.auth.getClaims()).toBeNull();
    expect(await client.auth.getSession()).toBeNull();
    // Signing out when signed out is a no-op.
    await client.auth.signOut();
    const change = client.auth.updateEmail(uniqueEmail('nobody'));
    expect((await failure(change)).code).toBe('auth/session-expired');
  });

  it('keeps the session in cookies: a reload over the same jar is signed in', async () => {
    const { email } = await freshUser('cookie');
    const { jar, cookies } = cookieJar();
    const page = newClient(backend, { auth: { cookies } });
    const user = await page.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect([...jar.keys()].some((name) => /^sb-.+-auth-token/.test(name))).toBe(true);

    const reloaded = newClient(backend, { auth: { cookies } });
    expect(await reloaded.auth.getSession()).toMatchObject({ userId: user.id, email });
    expect(await reloaded.auth.getUser()).toEqual(user);

    // Signing out in the reloaded page clears the cookies for every page of the browser.
    await reloaded.auth.signOut();
    expect([...jar.keys()].some((name) => /^sb-.+-auth-token/.test(name))).toBe(false);
    expect(await newClient(backend, { auth: { cookies } }).auth.getSession()).toBeNull();
  });

  it('reports the session events in order, each once', async () => {
    const { email } = await freshUser('events');
    const client = newClient(backend);
    const recorder = recordSessionEvents(client);
    const quitter = recordSessionEvents(client);
    quitter.stop();

    const user = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect(await recorder.until('signed-in')).toEqual({ type: 'signed-in', user });

    // supabase-js says SIGNED_IN again for a session it already has: not a new sign-in.
    const { data } = await (await client.supabase()).auth.getSession();
    const tokens = data.session as { access_token: string; refresh_token: string };
    await (await client.supabase()).auth.setSession(tokens);
    await (await client.supabase()).auth.refreshSession();
    await recorder.until('token-refreshed');

    await client.auth.updatePassword({
      password: 'another-pass-2',
      confirmPassword: 'another-pass-2',
    });
    expect((await recorder.until('user-updated')).user?.email).toBe(email);

    await client.auth.signOut();
    expect(await recorder.until('signed-out')).toEqual({ type: 'signed-out', user: null });
    expect(recorder.types()).toEqual([
      'signed-in',
      'token-refreshed',
      'user-updated',
      'signed-out',
    ]);
    expect(quitter.events).toEqual([]);
  });

  it('runs session handlers outside the auth callback: a handler may call the client', async () => {
    const { email, id } = await freshUser('handler');
    // A page of a browser: cookies, as the app runs.
    const client = newClient(backend, { auth: { cookies: cookieJar().cookies } });
    const done = new Promise<{ user: unknown; profile: unknown; refreshed: boolean }>(
      (resolve, reject) => {
        let refreshedOnce = false;
        client.auth.onSessionChange((event) => {
          if (event.type !== 'token-refreshed' || refreshedOnce) return;
          refreshedOnce = true;
          // supabase-js awaits its listeners before a refresh settles, and a refresh started
          // inside TOKEN_REFRESHED waits for that very refresh: inside the callback, this hangs.
          void (async () => {
            const { error } = await (await client.supabase()).auth.refreshSession();
            return {
              refreshed: error === null,
              user: await client.auth.getUser(),
              profile: await client.profiles.me(),
            };
          })().then(resolve, reject);
        });
      },
    );
    await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    await (await client.supabase()).auth.refreshSession();
    const outcome = await done;
    expect(outcome.refreshed).toBe(true);
    expect(outcome.user).toMatchObject({ id, email });
    expect(outcome.profile).toMatchObject({ id });
  });

  it('signs out this browser only by default; other sessions stay signed in', async () => {
    const { email, id } = await freshUser('local');
    const laptop = await signedInClient(email);
    const phone = await signedInClient(email);
    const laptopEvents = recordSessionEvents(laptop);

    await laptop.auth.signOut();
    await laptopEvents.until('signed-out');
    expect(await laptop.auth.getSession()).toBeNull();
    expect(await laptop.auth.getUser()).toBeNull();
    expect((await phone.auth.getUser())?.id).toBe(id);
    expect(laptopEvents.types()).toEqual(['signed-out']);
  });

  it('signs out everywhere: other sessions expire once, at their next refresh or request', async () => {
    const { email, id } = await freshUser('global');
    // No background refresh: the test decides when each client talks to the server.
    const laptop = await signedInClient(email, { auth: { autoRefreshToken: false } });
    const phone = await signedInClient(email, { auth: { autoRefreshToken: false } });
    const tablet = await signedInClient(email, { auth: { autoRefreshToken: false } });
    const laptopEvents = recordSessionEvents(laptop);
    const phoneEvents = recordSessionEvents(phone);
    const tabletEvents = recordSessionEvents(tablet);

    await laptop.auth.signOut({ scope: 'global' });
    await laptopEvents.until('signed-out');

    // The phone's access token is still unexpired: it looks signed in until it must refresh.
    expect(await phone.auth.getSession()).toMatchObject({ userId: id });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 3600_000);
      expect(await phone.auth.getSession()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    await phoneEvents.until('session-expired');
    expect(await phone.auth.getUser()).toBeNull();

    // The tablet asks the server, which no longer has its session.
    expect(await tablet.auth.getUser()).toBeNull();
    await tabletEvents.until('session-expired');
    expect(await tablet.auth.getSession()).toBeNull();
    expect(await tablet.auth.getUser()).toBeNull();

    // Signing in again is the next event: the loss was reported exactly once.
    for (const [client, events] of [
      [phone, phoneEvents],
      [tablet, tabletEvents],
    ] as [TandemClient, ReturnType<typeof recordSessionEvents>][]) {
      await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
      await events.until('signed-in');
      expect(events.types()).toEqual(['session-expired', 'signed-in']);
    }
    expect(laptopEvents.types()).toEqual(['signed-out']);
  });

  it('treats a deleted user as a lost session', async () => {
    const { email, id } = await freshUser('deleted');
    const client = await signedInClient(email);
    const events = recordSessionEvents(client);
    const admin = createClient(backend.url, backend.secretKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();

    expect(await client.auth.getUser()).toBeNull();
    await events.until('session-expired');
    expect(await client.auth.getSession()).toBeNull();
    await client.auth.signInWithPassword({ email: DEMO.viewer, password: DEMO_PASSWORD });
    await events.until('signed-in');
    expect(events.types()).toEqual(['session-expired', 'signed-in']);
  });
});
