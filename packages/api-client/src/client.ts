import type { CookieMethodsBrowser } from '@supabase/ssr';
import { type ActivityApi, createActivityApi } from './activity/index.js';
import { type AttachmentsApi, createAttachmentsApi } from './attachments/index.js';
import { type AuthApi, createAuthApi } from './auth/index.js';
import { type BoardsApi, createBoardsApi } from './boards/index.js';
import { type CommentsApi, createCommentsApi } from './comments/index.js';
import type { ClientContext, TypedSupabaseClient } from './internal/context.js';
import { isBrowser } from './internal/environment.js';
import { createMemoryStorage, type KeyValueStorage } from './internal/memory-storage.js';
import { createSupabaseClient } from './internal/supabase-client.js';
import { type InvalidRowReporter, reportInvalidRowToConsole } from './internal/validate.js';
import { createInvitationsApi, type InvitationsApi } from './invitations/index.js';
import { createMembersApi, type MembersApi } from './members/index.js';
import { createNotificationsApi, type NotificationsApi } from './notifications/index.js';
import { createProfilesApi, type ProfilesApi } from './profiles/index.js';
import { createRealtimeApi, type RealtimeApi } from './realtime/index.js';
import { createTasksApi, type TasksApi } from './tasks/index.js';
import { createWatchersApi, type WatchersApi } from './watchers/index.js';
import { createWorkspacesApi, type WorkspacesApi } from './workspaces/index.js';

/** Options of {@link createTandemClient}. */
export interface TandemClientOptions {
  /** The Supabase project URL (`https://<ref>.supabase.co`, or the local backend's URL). */
  url: string;
  /** The publishable (`sb_publishable_…`) or anon key. Never a secret key in a browser. */
  key: string;
  /** Where the session lives and where auth links return. */
  auth?: {
    /**
     * Cookie methods for `@supabase/ssr` (`getAll`/`setAll`): the session and the PKCE verifier
     * are kept in these cookies. Default: in a browser, `document.cookie`; elsewhere unused.
     */
    cookies?: CookieMethodsBrowser;
    /**
     * Storage for the session outside browsers (or in a browser, instead of cookies).
     * Default: cookies in a browser, an in-memory store elsewhere.
     */
    storage?: KeyValueStorage;
    /**
     * Origin of the app that handles `/auth/callback`. Default: `window.location.origin` in a
     * browser, none elsewhere (then the project's Site URL is used by the auth server). Outside
     * a browser page, an `https:` origin also makes the `auth.cookies` cookies `Secure`.
     */
    appUrl?: string;
    /** Refresh the access token before it expires. Default `true`. */
    autoRefreshToken?: boolean;
  };
  /** A `fetch` for every HTTP request (tests, proxies). Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** Realtime connection settings. */
  realtime?: {
    /**
     * WebSocket constructor. Default: the global `WebSocket` (browsers, Node >= 22); pass one
     * (for example from the `ws` package) on a runtime without it.
     */
    transport?: unknown;
    /** Heartbeat interval in ms, which bounds how fast a dead socket is noticed. Default 25 000. */
    heartbeatIntervalMs?: number;
  };
  /**
   * Where small preferences (the last opened workspace) are kept. Default: `localStorage` in a
   * browser, an in-memory store elsewhere.
   */
  preferences?: KeyValueStorage;
  /**
   * Told about each row of a list that did not match its schema: that row is left out and the
   * others are returned. Default: a `console.error`.
   */
  onInvalidRow?: InvalidRowReporter;
}

/** The Tandem client: one namespace per part of the product. */
export interface TandemClient {
  /** Sign-up, sign-in (password, magic link, GitHub), links, session and its events. */
  readonly auth: AuthApi;
  /** Profiles and avatars. */
  readonly profiles: ProfilesApi;
  /** The workspaces of the signed-in user. */
  readonly workspaces: WorkspacesApi;
  /** Members of a workspace and their roles. */
  readonly members: MembersApi;
  /** Invitations to a workspace. */
  readonly invitations: InvitationsApi;
  /** Boards of a workspace. */
  readonly boards: BoardsApi;
  /** Tasks: a board's tasks, search, create, edit, move, delete. */
  readonly tasks: TasksApi;
  /** Comments of a task. */
  readonly comments: CommentsApi;
  /** Files attached to a task (resumable uploads). */
  readonly attachments: AttachmentsApi;
  /** The activity feed of a workspace or a task. */
  readonly activity: ActivityApi;
  /** Live board, task and workspace channels, presence and connection state. */
  readonly realtime: RealtimeApi;
  /** The signed-in user's notification inbox, its live feed and preferences. */
  readonly notifications: NotificationsApi;
  /** Who watches a task; watching and unwatching. */
  readonly watchers: WatchersApi;
  /** The underlying supabase-js client, for what this client does not cover. */
  readonly supabase: TypedSupabaseClient;
}

function browserPreferences(): KeyValueStorage | undefined {
  try {
    return isBrowser() ? window.localStorage : undefined;
  } catch {
    // Storage can be disabled (privacy settings); preferences then last for the page only.
    return undefined;
  }
}

/**
 * Creates a Tandem client. In a browser it keeps the session in cookies through
 * `@supabase/ssr` (PKCE flow), so it survives reloads and is shared by tabs; in Node it keeps
 * it in memory (or `auth.storage`); realtime uses the runtime's global `WebSocket`.
 *
 * @example
 * ```ts
 * const tandem = createTandemClient({ url: import.meta.env.VITE_SUPABASE_URL, key });
 * await tandem.auth.signInWithPassword({ email, password });
 * const workspaces = await tandem.workspaces.listMine();
 * ```
 */
export function createTandemClient(options: TandemClientOptions): TandemClient {
  const appUrl = options.auth?.appUrl ?? (isBrowser() ? window.location.origin : undefined);
  const supabase = createSupabaseClient({
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
