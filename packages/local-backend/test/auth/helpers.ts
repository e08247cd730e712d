import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { InboxMessage } from '../../src/mailbox.js';
import type { TestBackend } from '../../src/testing.js';

/** A storage adapter backed by a Map, so a client keeps its session and PKCE verifiers. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

/** Every request a client made, recorded by a pass-through fetch (nothing is faked). */
export function recordingFetch() {
  const urls: string[] = [];
  const fetcher: typeof fetch = (input, init) => {
    urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return fetch(input, init);
  };
  return { urls, fetch: fetcher };
}

/** An unmodified supabase-js client in PKCE mode with its own storage. */
export function pkceClient(
  backend: TestBackend,
  options: { fetch?: typeof fetch; key?: string } = {},
): SupabaseClient {
  return createClient(backend.url, options.key ?? backend.anonKey, {
    auth: {
      flowType: 'pkce',
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    // Realtime over the `ws` package, the transport Node services pass to supabase-js.
    realtime: { transport: WebSocket as never },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
}

/** Messages in the inbox for `to`, newest first, through the HTTP API. */
export async function inbox(backend: TestBackend, to: string): Promise<InboxMessage[]> {
  const response = await fetch(`${backend.url}/__inbox/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`inbox answered ${response.status}`);
  return (await response.json()) as InboxMessage[];
}

/** The newest message to `to`; fails the test when there is none. */
export async function latestMail(backend: TestBackend, to: string): Promise<InboxMessage> {
  const [message] = await inbox(backend, to);
  if (!message) throw new Error(`no mail for ${to}`);
  return message;
}

/** Opens an email link like a browser's first hop and returns the status and redirect. */
export async function openLink(link: string): Promise<{ status: number; location: URL }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`no redirect from ${link} (${response.status})`);
  return { status: response.status, location: new URL(location) };
}

let counter = 0;
/** A fresh address per test, so tests share one backend without colliding. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
