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
    // Node 20 has no global WebSocket.
    realtime: { transport: WebSocket as never },
    ...(token ? { accessToken: async () => token } : {}),
  });
}
