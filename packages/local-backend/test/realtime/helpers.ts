import { randomUUID } from 'node:crypto';
import {
  createClient,
  REALTIME_SUBSCRIBE_STATES,
  type RealtimeChannel,
  type SupabaseClient,
} from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestBackend } from '../../src/testing.js';

/** How long a test waits for an expected event before failing. */
export const EVENT_TIMEOUT_MS = 5_000;

/** A user created in `auth.users`, with an access token for it. */
export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** Inserts a user into `auth.users` and signs an HS256 access token for it. */
export async function createUser(
  backend: TestBackend,
  options: { expiresInSeconds?: number } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = `${id.slice(0, 8)}@example.test`;
  await backend.context.db.withAdmin((tx) =>
    tx.query('insert into auth.users (id, email) values ($1, $2)', [id, email]),
  );
  return { id, email, token: await tokenFor(backend, { id, email }, options.expiresInSeconds) };
}

/** Signs an access token for an existing user. */
export function tokenFor(
  backend: TestBackend,
  user: { id: string; email: string },
  expiresInSeconds = 3600,
): Promise<string> {
  return backend.context.keys.signHs256(
    { sub: user.id, role: 'authenticated', aud: 'authenticated', email: user.email },
    expiresInSeconds,
  );
}

/** A supabase-js client as a browser would build it, with a swappable access token. */
export interface TestClient {
  supabase: SupabaseClient;
  /** Replaces the token the client hands to realtime, then pushes it like a refresh. */
  setToken(token: string | null): Promise<void>;
  close(): Promise<void>;
}

/**
 * Creates an unmodified supabase-js client over real WebSockets (the `ws` package). With
 * `token`, realtime authenticates as that user.
 */
export async function connect(
  backend: TestBackend,
  options: { token?: string; vsn?: '1.0.0' | '2.0.0' } = {},
): Promise<TestClient> {
  let token: string | null = options.token ?? null;
  const supabase = createClient(backend.url, backend.anonKey, {
    accessToken: async () => token ?? backend.anonKey,
    realtime: {
      transport: WebSocket as never,
      ...(options.vsn ? { vsn: options.vsn } : {}),
    },
  });
  // Resolve the token before any join, so joins carry it rather than a later refresh.
  await supabase.realtime.setAuth();
  return {
    supabase,
    async setToken(next) {
      token = next;
      await supabase.realtime.setAuth();
    },
    async close() {
      await supabase.removeAllChannels();
      supabase.realtime.disconnect();
    },
  };
}

/** Subscribes and resolves once joined; rejects with the server's reason on an error. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(channel);
      else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) {
        reject(error ?? new Error(`channel ${channel.topic}: ${status}`));
      }
    });
  });
}

/** The status a subscription ends in first (`SUBSCRIBED`, `CHANNEL_ERROR`, …) and its error. */
export function firstStatus(
  channel: RealtimeChannel,
): Promise<{ status: REALTIME_SUBSCRIBE_STATES; error?: Error }> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => resolve({ status, error }));
  });
}

/** Collects values and lets a test await the next one matching a predicate. */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  /** Records a value; hand this to a listener. */
  readonly push = (item: T): void => {
    this.items.push(item);
    for (const waiter of [...this.waiters]) {
      if (waiter.match(item)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(item);
      }
    }
  };

  /**
   * Resolves with the first recorded value (past or future) that matches, failing after
   * {@link EVENT_TIMEOUT_MS}. Matched values are consumed.
   */
  next(match: (item: T) => boolean = () => true, timeoutMs = EVENT_TIMEOUT_MS): Promise<T> {
    const index = this.items.findIndex(match);
    if (index >= 0) return Promise.resolve(this.items.splice(index, 1)[0] as T);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter.resolve !== done);
        reject(new Error(`no matching event within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = (item: T) => {
        clearTimeout(timer);
        this.items.splice(this.items.indexOf(item), 1);
        resolve(item);
      };
      this.waiters.push({ match, resolve: done });
    });
  }
}
