import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import {
  type EngineName,
  startTestBackend,
  type TestBackend,
  type TestBackendOptions,
} from '@tandem/local-backend/testing';
import WebSocket from 'ws';
import {
  createTandemClient,
  type TandemClient,
  type TandemClientOptions,
} from '../../src/index.js';

/** The repository root: its `supabase/` holds Tandem's config, migrations and seed. */
export const PROJECT_DIR = fileURLToPath(new URL('../../../..', import.meta.url));

/** The app origin auth links return to; listed in supabase/config.toml's redirect URLs. */
export const APP_URL = 'http://localhost:5173';

/** The password of every demo account of seed.sql. */
export const DEMO_PASSWORD = 'tandem-demo-1';

/** The demo accounts of seed.sql, all in the workspace `acme`. */
export const DEMO = {
  owner: 'owner@demo.tandem.test',
  member: 'member@demo.tandem.test',
  viewer: 'viewer@demo.tandem.test',
} as const;

/**
 * The strictest mode a hosted project can be in today, which every backend of this suite runs
 * in, so the suite is the deploy check (`pnpm run check:deploy`): no automatic grants on new
 * tables (the local backend's default, as on projects created since 30 May 2026), only the
 * publishable and secret keys (legacy JWT keys disabled), and only private Realtime channels
 * ("Allow public access" off).
 */
export const STRICTEST_HOSTED_MODE = {
  legacyApiKeys: false,
  realtimePrivateOnly: true,
} as const satisfies Partial<TestBackendOptions>;

/**
 * Starts a backend on Tandem's own migrations and seed, in {@link STRICTEST_HOSTED_MODE}.
 * Share one per test file and engine.
 */
export function startBackend(engine: EngineName): Promise<TestBackend> {
  return startTestBackend({ engine, projectDir: PROJECT_DIR, ...STRICTEST_HOSTED_MODE });
}

/** A Tandem client (Node flavour: memory session, `ws` realtime) for `backend`. */
export function newClient(
  backend: TestBackend,
  options: Partial<TandemClientOptions> = {},
): TandemClient {
  return createTandemClient({
    url: backend.url,
    key: backend.publishableKey,
    ...options,
    auth: { appUrl: APP_URL, ...options.auth },
  });
}

/** A Tandem client signed in with a password (the demo password by default). */
export async function signedIn(
  backend: TestBackend,
  email: string,
  password = DEMO_PASSWORD,
  options: Partial<TandemClientOptions> = {},
): Promise<TandemClient> {
  const client = newClient(backend, options);
  const { error } = await (await client.supabase()).auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

let counter = 0;

/** An email address no other test uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** A supabase-js client with the service role, for GoTrue's admin API (set-up only). */
function adminClient(backend: TestBackend) {
  return createClient(backend.url, backend.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Deletes an account through GoTrue's admin API, as deleting it from the dashboard does. */
export async function deleteUser(backend: TestBackend, userId: string): Promise<void> {
  const { error } = await adminClient(backend).auth.admin.deleteUser(userId);
  if (error) throw error;
}

/**
 * Creates a confirmed user through GoTrue's admin API (service role), with a profile named
 * `displayName`, and returns its id. Tests that are not about sign-up start here.
 */
export async function createUser(
  backend: TestBackend,
  email: string,
  displayName = email.split('@')[0] ?? 'User',
  password = DEMO_PASSWORD,
): Promise<string> {
  const { data, error } = await adminClient(backend).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { display_name: displayName },
  });
  if (error) throw error;
  return data.user.id;
}

/** One captured email, as the backend's inbox API returns it. */
export interface InboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  otp?: string;
  sentAt: string;
}

/** The newest email sent to `to` (fails when there is none). */
export async function latestMail(backend: TestBackend, to: string): Promise<InboxMessage> {
  const response = await fetch(`${backend.inboxUrl}?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`inbox answered ${response.status}`);
  const [message] = (await response.json()) as InboxMessage[];
  if (!message) throw new Error(`no email for ${to}`);
  return message;
}

/**
 * Opens an email link as a browser would, without following the redirect, and returns where
 * the auth server sends the browser (the app's `/auth/callback?code=…` or `?error=…`).
 */
export async function followLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`link answered ${response.status} without a redirect`);
  return new URL(location, link);
}

/** A browser's cookie jar for one site, as `@supabase/ssr`'s cookie methods see it. */
export function cookieJar() {
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
