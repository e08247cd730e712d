import { GoTrueClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { CookieMethodsBrowser } from '@supabase/ssr';
import type { Database } from '../database.js';
import { createAuthorizedFetch } from './authorized-fetch.js';
import type { SupabaseParts } from './context.js';
import { createCookieStorage } from './cookie-storage.js';
import { isBrowser } from './environment.js';
import { loadOnce } from './load-once.js';
import { createMemoryStorage, type KeyValueStorage } from './memory-storage.js';
import { sessionCookieOptions } from './session-cookie-options.js';
import { createSessionFetch } from './session-fetch.js';

/** How the supabase-js parts are made; see `TandemClientOptions`. */
export interface SupabasePartsSettings {
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

/** Sent as `X-Client-Info` by every part, as supabase-js names itself. */
const CLIENT_INFO = { 'X-Client-Info': 'tandem-api-client' };

/**
 * Builds the parts of supabase-js the client uses, as supabase-js's `createClient` would but
 * piece by piece (see {@link SupabaseParts}): auth (PKCE always; the callback page exchanges the
 * code itself, so the URL is never read behind the app's back) and PostgREST now; realtime,
 * storage and functions on their first use.
 *
 * The session lives in cookies, in `@supabase/ssr`'s format, in a browser (or wherever a cookie
 * jar is given); elsewhere in the given storage (memory by default). Every request goes through
 * {@link createSessionFetch}: one refresher per browser, and no data request sent as anon while
 * a session is stored.
 */
export function createSupabaseParts(settings: SupabasePartsSettings): SupabaseParts {
  const base = new URL(settings.url.endsWith('/') ? settings.url : `${settings.url}/`);
  const useCookies = Boolean(settings.cookies || (isBrowser() && !settings.storage));
  // Read when a request is sent, by then `auth` (below) exists.
  const currentToken = async () => {
    const { data } = await auth.getSession();
    return data.session?.access_token ?? null;
  };
  const sessionFetch = createSessionFetch({
    url: settings.url,
    key: settings.key,
    fetch: settings.fetch,
    // Cookies are every tab's; so is storage given in a browser (`localStorage`).
    sharedSession: useCookies || isBrowser(),
    currentToken,
  });
  const authorized = (keyAsBearer: boolean) =>
    createAuthorizedFetch({ key: settings.key, fetch: sessionFetch, currentToken, keyAsBearer });
  const dataFetch = authorized(true);

  const auth = new GoTrueClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${settings.key}`, apikey: settings.key, ...CLIENT_INFO },
    // supabase-js's default key, which `@supabase/ssr` names its cookies after.
    storageKey: `sb-${base.hostname.split('.')[0]}-auth-token`,
    flowType: 'pkce',
    autoRefreshToken: settings.autoRefreshToken,
    detectSessionInUrl: false,
    persistSession: true,
    storage: useCookies
      ? createCookieStorage(settings.cookies, sessionCookieOptions(settings.appUrl))
      : (settings.storage ?? createMemoryStorage()),
    fetch: sessionFetch,
    experimental: PKCE_FLOW_IDS,
  });
  const rest = new PostgrestClient<Database>(new URL('rest/v1', base).href, {
    headers: CLIENT_INFO,
    fetch: dataFetch,
  });

  return {
    auth,
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    realtime: loadOnce(async () => {
      const { RealtimeClient } = await import('@supabase/realtime-js');
      const url = new URL('realtime/v1', base);
      url.protocol = url.protocol.replace('http', 'ws');
      const transport = settings.realtimeTransport;
      const realtime = new RealtimeClient(url.href, {
        headers: CLIENT_INFO,
        params: { apikey: settings.key },
        accessToken: async () => (await currentToken()) ?? settings.key,
        fetch: dataFetch,
        // Browsers and Node >= 22 have a global WebSocket, which realtime-js uses by default.
        ...(transport ? { transport: transport as never } : {}),
        ...(settings.realtimeHeartbeatMs
          ? { heartbeatIntervalMs: settings.realtimeHeartbeatMs }
          : {}),
      });
      followSession(auth, realtime);
      return realtime;
    }),
    storage: loadOnce(async () => {
      const { StorageClient } = await import('@supabase/storage-js');
      return new StorageClient(new URL('storage/v1', base).href, CLIENT_INFO, dataFetch);
    }),
    functions: loadOnce(async () => {
      const { FunctionsClient } = await import('@supabase/functions-js');
      return new FunctionsClient(new URL('functions/v1', base).href, {
        headers: CLIENT_INFO,
        customFetch: authorized(false),
      });
    }),
  };
}

/**
 * Hands realtime every new access token and forgets it on sign-out, as supabase-js's client
 * does: channels joined later carry the current user.
 */
function followSession(
  auth: GoTrueClient,
  realtime: { setAuth(token?: string | null): Promise<void> },
): void {
  let current: string | undefined;
  auth.onAuthStateChange((event, session) => {
    const token = session?.access_token;
    if (
      (event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN' || event === 'INITIAL_SESSION') &&
      token !== current
    ) {
      current = token;
      void realtime.setAuth(token);
    } else if (event === 'SIGNED_OUT') {
      current = undefined;
      void realtime.setAuth();
    }
  });
}
