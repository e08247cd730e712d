import { randomFillSync, randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Clock } from '../../src/clock.js';
import { type EngineName, startTestBackend, type TestBackend } from '../../src/testing.js';
import { fixture } from '../helpers.js';

/** Starts a backend on `engine` with the storage fixture's buckets and policies. */
export function startStorageBackend(engine: EngineName, clock?: Clock): Promise<TestBackend> {
  return startTestBackend({ engine, projectDir: fixture('storage'), ...(clock ? { clock } : {}) });
}

/** A supabase-js client as the given key or user token would build it. */
export function clientFor(backend: TestBackend, accessToken?: string): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
  });
}

/** The service-role client (bypasses RLS). */
export function serviceClient(backend: TestBackend): SupabaseClient {
  return createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** A user in `auth.users` and an access token for them, as GoTrue would issue it. */
export interface TestUser {
  id: string;
  email: string;
  token: string;
  client: SupabaseClient;
}

/** Creates a user row and signs an HS256 access token for it with the legacy JWT secret. */
export async function createUser(backend: TestBackend, email: string): Promise<TestUser> {
  const id = randomUUID();
  await backend.context.db.withAdmin((tx) =>
    tx.query(
      "insert into auth.users (id, aud, role, email) values ($1, 'authenticated', 'authenticated', $2)",
      [id, email],
    ),
  );
  const token = await backend.context.keys.signHs256(
    { sub: id, role: 'authenticated', aud: 'authenticated', email },
    3600,
  );
  return { id, email, token, client: clientFor(backend, token) };
}

/**
 * Random bytes of any size, to compare a download with what was sent. Filled natively: a JS
 * loop over 30 MiB would stall the event loop the in-process server shares with the test.
 */
export function bodyBytes(size: number): Buffer<ArrayBuffer> {
  return randomFillSync(Buffer.alloc(size));
}

/** Reads a storage-js download result (Blob) into a Buffer. */
export async function blobBytes(data: Blob | null): Promise<Buffer> {
  if (!data) throw new Error('no data');
  return Buffer.from(await data.arrayBuffer());
}

/** The Storage error code (`NoSuchKey`, `AccessDenied`, …) of a storage-js error, if any. */
export function codeOf(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}
