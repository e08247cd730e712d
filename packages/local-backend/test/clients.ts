import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { LocalBackend } from '../src/start.js';

/** An unmodified supabase-js client for `key`, with realtime over the `ws` package. */
export function supabaseClient(
  backend: LocalBackend,
  key: string,
  options: { accessToken?: string; schema?: string } = {},
): SupabaseClient {
  const client = createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    db: { schema: options.schema ?? 'public' },
    global: options.accessToken
      ? { headers: { Authorization: `Bearer ${options.accessToken}` } }
      : {},
  });
  // The schema is chosen at run time, so the client is typed as the default-schema one.
  return client as unknown as SupabaseClient;
}

/** A response body as JSON; the tests' assertions check its shape. */
// biome-ignore lint/suspicious/noExplicitAny: assertions narrow the value
export async function json(response: Response): Promise<any> {
  return response.json();
}

/** Signs an access token for a user, as the auth service would (HS256, legacy secret). */
export function userToken(backend: LocalBackend, sub: string): Promise<string> {
  return backend.context.keys.signHs256(
    { sub, role: 'authenticated', aud: 'authenticated', email: `${sub.slice(0, 8)}@example.test` },
    3600,
  );
}

/** Raw request to `/rest/v1/<path>` with the anon key unless headers override it. */
export function rest(
  backend: LocalBackend,
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: backend.anonKey, ...(init.headers ?? {}) },
  });
}
