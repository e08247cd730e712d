import { createBrowserClient } from '@supabase/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createManualClock } from '../../src/clock.js';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { fixture } from '../helpers.js';
import { latestMail, openLink, uniqueEmail } from './helpers.js';

const APP = 'https://app.example.com/auth/callback';

/** A browser's cookie jar for one site, as @supabase/ssr's cookie adapter sees it. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    jar,
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies: { name: string; value: string; options?: { maxAge?: number } }[]) => {
        for (const { name, value, options } of cookies) {
          if (options?.maxAge === 0 || value === '') jar.delete(name);
          else jar.set(name, value);
        }
      },
    },
  };
}

describe.each(engines)('@supabase/ssr createBrowserClient with a cookie jar on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({
      engine,
      projectDir: fixture('auth-confirm'),
      clock: createManualClock(),
    });
  });
  afterAll(() => backend?.stop());

  /** A "page load": a fresh client over the same cookies, as after a browser reload. */
  const load = (cookies: ReturnType<typeof cookieJar>['cookies']) =>
    createBrowserClient(backend.url, backend.anonKey, {
      cookies,
      isSingleton: false,
      realtime: { transport: WebSocket as never },
    });

  it('signs up, confirms across a reload and keeps the session in (chunked) cookies', async () => {
    const { jar, cookies } = cookieJar();
    const email = uniqueEmail('ssr');
    const signUp = await load(cookies).auth.signUp({
      email,
      password: 'correct-horse',
      options: { emailRedirectTo: APP },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(jar.get('sb-127-auth-token-code-verifier')).toMatch(/^base64-/);

    // The link is opened in the same browser; the callback page is a fresh load.
    const { status, location } = await openLink(
      (await latestMail(backend, email)).links[0] as string,
    );
    expect(status).toBe(303);
    const code = location.searchParams.get('code') as string;
    const callback = load(cookies);
    const exchanged = await callback.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(jar.get('sb-127-auth-token')).toMatch(/^base64-/);
    const stored = JSON.parse(
      Buffer.from((jar.get('sb-127-auth-token') as string).slice(7), 'base64url').toString(),
    );
    expect(stored.user.email).toBe(email);

    const reloaded = load(cookies);
    const session = await reloaded.auth.getSession();
    expect(session.data.session?.user.email).toBe(email);
    expect((await reloaded.auth.getUser()).data.user?.email).toBe(email);

    // Large metadata: the session no longer fits one cookie and is split into chunks.
    const bio = 'x'.repeat(5000);
    expect((await reloaded.auth.updateUser({ data: { bio } })).error).toBeNull();
    expect(jar.has('sb-127-auth-token')).toBe(false);
    expect(jar.has('sb-127-auth-token.0')).toBe(true);
    expect(jar.has('sb-127-auth-token.1')).toBe(true);
    const afterReload = load(cookies);
    const restored = await afterReload.auth.getSession();
    expect(restored.data.session?.user.user_metadata.bio).toBe(bio);
    // As on GoTrue, the access token carries the new metadata from the next refresh on.
    expect((await afterReload.auth.getClaims()).data?.claims.user_metadata?.bio).toBeUndefined();
    expect((await afterReload.auth.refreshSession()).error).toBeNull();
    const claims = await load(cookies).auth.getClaims();
    expect(claims.data?.claims.user_metadata?.bio).toBe(bio);
    const user = await afterReload.auth.getUser();
    expect(user.data.user?.user_metadata.bio).toBe(bio);

    await afterReload.auth.signOut();
    expect([...jar.keys()].filter((name) => name.startsWith('sb-127-auth-token'))).toEqual([]);
    expect((await load(cookies).auth.getSession()).data.session).toBeNull();
  });

  it('signs in with the fake GitHub provider across page loads', async () => {
    const { jar, cookies } = cookieJar();
    const start = await load(cookies).auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: APP, skipBrowserRedirect: true },
    });
    expect(start.error).toBeNull();
    expect(jar.has('sb-127-auth-token-code-verifier')).toBe(true);
    const consent = (await openLink(start.data.url as string)).location;
    const email = uniqueEmail('ssr-oauth');
    const submitted = await fetch(consent, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: consent.searchParams.get('state') as string,
        email,
      }).toString(),
      redirect: 'manual',
    });
    const landing = (await openLink(submitted.headers.get('location') as string)).location;
    const code = landing.searchParams.get('code') as string;
    const callback = load(cookies);
    const { data, error } = await callback.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.app_metadata.provider).toBe('github');
    expect((await load(cookies).auth.getUser()).data.user?.email).toBe(email);
  });
});
