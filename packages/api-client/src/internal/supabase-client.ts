import { type CookieMethodsBrowser, createBrowserClient } from '@supabase/ssr';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../database.js';
import type { TypedSupabaseClient } from './context.js';
import { isBrowser } from './environment.js';
import { createMemoryStorage, type KeyValueStorage } from './memory-storage.js';
import { sessionCookieOptions } from './session-cookie-options.js';
import { createSessionFetch } from './session-fetch.js';

/** How the underlying supabase-js client is made; see `TandemClientOptions`. */
export interface SupabaseClientSettings {
  url: string;
  key: string;
  cookies: CookieMethodsBrowser | undefined;
  /** The app's origin: its scheme decides whether the session cookies are `Secure`. */
  appUrl: string | undefined;
  storage: KeyValueStorage | undefined;
  autoRefreshToken: boolean;
  fetch: typeof fetch | undefined;
  realtimeTransport: unknown;
  realtimeHeartbeatMs: number | undefined;
}

/**
 * Every PKCE flow keeps its own verifier and its links carry the flow's id (`sb_flow_id`), so
 * each auth email works in this browser however many were asked for since. Without it only the
 * newest flow's verifier is kept, and a refused request (a "resend" inside the one-a-minute
 * limit) even deletes it, breaking the link already in the inbox. The extra query parameter
 * needs the project's redirect allow list to accept the callback with a query (the Site URL's
 * host always does; other entries need a `**` pattern, as they do for `?next=`).
 */
const PKCE_FLOW_IDS = { appendPkceFlowIdToRedirects: true };

/**
 * In a browser (or wherever a cookie jar is given) `@supabase/ssr`'s browser client, which keeps
 * the session and the PKCE verifier in cookies; elsewhere supabase-js with the given storage
 * (memory by default). PKCE always; the callback page exchanges the code itself, so the URL is
 * never read behind the app's back. Every request goes through {@link createSessionFetch}: one
 * refresher per browser, and no data request sent as anon while a session is stored.
 */
export function createSupabaseClient(settings: SupabaseClientSettings): TypedSupabaseClient {
  // Browsers and Node >= 22 have a global WebSocket, which supabase-js uses by default.
  const transport = settings.realtimeTransport;
  const realtime = {
    ...(transport ? { transport: transport as never } : {}),
    ...(settings.realtimeHeartbeatMs ? { heartbeatIntervalMs: settings.realtimeHeartbeatMs } : {}),
  };
  const useCookies = Boolean(settings.cookies || (isBrowser() && !settings.storage));
  let client: TypedSupabaseClient | undefined;
  const global = {
    fetch: createSessionFetch({
      url: settings.url,
      key: settings.key,
      fetch: settings.fetch,
      // Cookies are every tab's; so is storage given in a browser (`localStorage`).
      sharedSession: useCookies || isBrowser(),
      currentToken: async () => {
        const { data } = (await client?.auth.getSession()) ?? { data: { session: null } };
        return data.session?.access_token ?? null;
      },
    }),
  };
  client = useCookies
    ? createCookieClient(settings, realtime, global)
    : createClient<Database>(settings.url, settings.key, {
        auth: {
          flowType: 'pkce',
          autoRefreshToken: settings.autoRefreshToken,
          detectSessionInUrl: false,
          persistSession: true,
          storage: settings.storage ?? createMemoryStorage(),
          experimental: PKCE_FLOW_IDS,
        },
        realtime,
        global,
      });
  return client;
}

/** `@supabase/ssr`'s browser client: the session and PKCE verifiers live in cookies. */
function createCookieClient(
  settings: SupabaseClientSettings,
  realtime: Record<string, unknown>,
  global: { fetch: typeof fetch },
): TypedSupabaseClient {
  return createBrowserClient<Database>(settings.url, settings.key, {
    auth: {
      flowType: 'pkce',
      autoRefreshToken: settings.autoRefreshToken,
      detectSessionInUrl: false,
      experimental: PKCE_FLOW_IDS,
    },
    realtime,
    global,
    ...(settings.cookies ? { cookies: settings.cookies } : {}),
    cookieOptions: sessionCookieOptions(settings.appUrl),
    // Every client made by the app is its own object; tests make several per page.
    isSingleton: false,
  });
}
