import { createActivityApi } from './activity/index.js';
import { createAttachmentsApi } from './attachments/index.js';
import { createAuthApi } from './auth/index.js';
import { createBoardsApi } from './boards/index.js';
import type { TandemClientOptions } from './client.js';
import { createCommentsApi } from './comments/index.js';
import type { ClientContext } from './internal/context.js';
import { isBrowser } from './internal/environment.js';
import { createMemoryStorage, type KeyValueStorage } from './internal/memory-storage.js';
import { createSupabaseParts } from './internal/supabase-parts.js';
import { reportInvalidRowToConsole } from './internal/validate.js';
import { createInvitationsApi } from './invitations/index.js';
import { createMembersApi } from './members/index.js';
import { createNotificationsApi } from './notifications/index.js';
import { createProfilesApi } from './profiles/index.js';
import { createRealtimeApi } from './realtime/index.js';
import { createStatesApi } from './states/index.js';
import { createTasksApi } from './tasks/index.js';
import { createWatchersApi } from './watchers/index.js';
import { createWorkspacesApi } from './workspaces/index.js';

function browserPreferences(): KeyValueStorage | undefined {
  try {
    return isBrowser() ? window.localStorage : undefined;
  } catch {
    // Storage can be disabled (privacy settings); preferences then last for the page only.
    return undefined;
  }
}

/**
 * The client's working part, loaded by `createTandemClient` on the first call: auth and
 * PostgREST (see `createSupabaseParts`) and every namespace over them.
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
  return {
    auth: createAuthApi(context),
    profiles: createProfilesApi(context),
    workspaces: createWorkspacesApi(context),
    members: createMembersApi(context),
    invitations: createInvitationsApi(context),
    boards: createBoardsApi(context),
    states: createStatesApi(context),
    tasks: createTasksApi(context),
    comments: createCommentsApi(context),
    attachments: createAttachmentsApi(context),
    activity: createActivityApi(context),
    realtime: createRealtimeApi(context),
    notifications: createNotificationsApi(context),
    watchers: createWatchersApi(context),
    supabase,
  };
}

/** What {@link createClientCore} builds. */
export type ClientCore = ReturnType<typeof createClientCore>;
