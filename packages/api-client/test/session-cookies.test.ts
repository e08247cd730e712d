import { createBrowserClient, createServerClient } from '@supabase/ssr';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  createUser,
  DEMO_PASSWORD,
  newClient,
  startBackend,
  uniqueEmail,
} from './support/backend.js';

/** `@supabase/ssr`'s lifetime of the session cookies: 400 days, in seconds. */
const FOUR_HUNDRED_DAYS = 400 * 24 * 60 * 60;

/** A cookie jar that keeps the attributes of every cookie written, as a browser would. */
function attributeJar() {
  const written = new Map<string, { value: string; options: Record<string, unknown> }>();
  return {
    written,
    cookies: {
      getAll: () => [...written].map(([name, { value }]) => ({ name, value })),
      setAll: (cookies: { name: string; value: string; options: Record<string, unknown> }[]) => {
        for (const { name, value, options } of cookies) {
          if (options.maxAge === 0) written.delete(name);
          else written.set(name, { value, options });
        }
      },
    },
  };
}

describe.each(engines)('session cookies on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());

  async function signInWithJar(appUrl: string) {
    const email = uniqueEmail('cookie-attributes');
    await createUser(backend, email, 'Cookie attributes');
    const jar = attributeJar();
    const client = newClient(backend, { auth: { cookies: jar.cookies, appUrl } });
    await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    const session = [...jar.written].filter(([name]) => /^sb-.+-auth-token(\.\d+)?$/.test(name));
    expect(session.length).toBeGreaterThan(0);
    return session.map(([, { options }]) => options);
  }

  it('writes the session Secure, SameSite=Lax, Path=/ for 400 days for an https app', async () => {
    for (const options of await signInWithJar('https://tandem.example')) {
      expect(options).toMatchObject({
        path: '/',
        sameSite: 'lax',
        secure: true,
        httpOnly: false,
        maxAge: FOUR_HUNDRED_DAYS,
      });
    }
  });

  it('writes it without Secure for an http app, which could not store a Secure cookie', async () => {
    for (const options of await signInWithJar(APP_URL)) {
      expect(options).toMatchObject({ path: '/', sameSite: 'lax', secure: false });
    }
  });

  // The cookies are @supabase/ssr's format, so a server using it (or an app still on its
  // browser client) shares the session with this client, both ways.
  it("keeps the session in @supabase/ssr's cookie format, readable by its clients and back", async () => {
    const email = uniqueEmail('cookie-format');
    const userId = await createUser(backend, email, 'Cookie format');
    const jar = attributeJar();
    const client = newClient(backend, { auth: { cookies: jar.cookies, appUrl: APP_URL } });
    await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    const sessionCookie = [...jar.written].find(([name]) => /^sb-.+-auth-token(\.0)?$/.test(name));
    expect(sessionCookie?.[1].value).toMatch(/^base64-/);

    const server = createServerClient(backend.url, backend.publishableKey, {
      cookies: jar.cookies,
    });
    const { data: read } = await server.auth.getUser();
    expect(read.user?.id).toBe(userId);

    const otherJar = attributeJar();
    const ssrBrowser = createBrowserClient(backend.url, backend.publishableKey, {
      cookies: otherJar.cookies,
      isSingleton: false,
    });
    const { error } = await ssrBrowser.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    const reader = newClient(backend, { auth: { cookies: otherJar.cookies, appUrl: APP_URL } });
    const session = await reader.auth.getSession();
    expect(session?.userId).toBe(userId);
  });
});
