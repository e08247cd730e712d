import { createAuthApi } from './auth/index.js';
import type { TandemClientOptions } from './client-options.js';
import type { ClientContext } from './internal/context.js';
import { isBrowser } from './internal/environment.js';
import { createMemoryStorage, type KeyValueStorage } from './internal/memory-storage.js';
import { createSupabaseParts } from './internal/supabase-parts.js';
import { reportInvalidRowToConsole } from './internal/validate.js';

function browserPreferences(): KeyValueStorage | undefined {
  try {
    return isBrowser() ? window.localStorage : undefined;
  } catch {
    // Storage can be disabled (privacy settings); preferences then last for the page only.
    return undefined;
  }
}

/**
 * The client's working core, loaded by `createTandemClient` on the first call: auth and
 * PostgREST (see `createSupabaseParts`), the context every namespace is built over, and the
 * `auth` namespace, which every app uses first and whose session events must hear the session
 * from the start. The other namespaces load on their own first call (see `client-namespaces.ts`).
 *
 * @param appUrl - the app's origin, already resolved by `createTandemClient`
 */
export function createClientCore(options: TandemClientOptions, appUrl: string | undefined) {
  const supabase = createSupabaseParts({
    url: options.url,
    key: options.key,
    cookies: options.auth?.cookies,
    appUrl,
    storage: options.auth?.storage,
    autoRefreshToken: options.auth?.autoRefreshToken ?? true,
    fetch: options.fetch,
    realtimeTransport: options.realtime?.transport,
    realtimeHeartbeatMs: options.realtime?.heartbeatIntervalMs,
  });
  const context: ClientContext = {
    supabase,
    url: options.url,
    key: options.key,
    appUrl,
    preferences: options.preferences ?? browserPreferences() ?? createMemoryStorage(),
    reportInvalidRow: options.onInvalidRow ?? reportInvalidRowToConsole,
  };
  return { context, auth: createAuthApi(context), supabase };
}

/** What {@link createClientCore} builds. */
export type ClientCore = ReturnType<typeof createClientCore>;
