import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from '@tandem/local-backend/testing';
import WebSocket from 'ws';
import type { Database } from '../types/database.js';
import { type Actor, accessToken } from './helpers.js';

/** A typed supabase-js client. */
export type TandemClient = SupabaseClient<Database>;

/**
 * An unmodified supabase-js client acting as `actor`: the anon key alone for `null`, else a
 * user access token signed with the backend's JWT secret (what GoTrue would issue).
 */
export async function clientFor(backend: TestBackend, actor: Actor): Promise<TandemClient> {
  const token = actor ? await accessToken(backend, actor) : undefined;
  return createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Realtime over the `ws` package, the transport Node services pass to supabase-js.
    realtime: { transport: WebSocket as never },
    ...(token ? { accessToken: async () => token } : {}),
  });
}

/** The password of every demo account of seed.sql. */
export const DEMO_PASSWORD = 'tandem-demo-1';

/**
 * An unmodified supabase-js client signed in through the real `/auth/v1` with a password, so
 * its requests carry the ES256 access token and the claims GoTrue issues.
 */
export async function signedInClient(
  backend: TestBackend,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ client: TandemClient; accessToken: string; userId: string }> {
  const client = createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, accessToken: data.session.access_token, userId: data.user.id };
}

/** The `alg` of a JWT's header. */
export function tokenAlgorithm(token: string): string {
  const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
  return header.alg;
}
