import type { ActivityApi } from './activity/index.js';
import type { AttachmentsApi } from './attachments/index.js';
import type { AuthApi } from './auth/index.js';
import type { BoardsApi } from './boards/index.js';
import type { ChecklistsApi } from './checklists/index.js';
import { deferNamespaces } from './client-deferrals.js';
import { partLoader } from './client-loader.js';
import type { TandemClientOptions } from './client-options.js';
import type { CommentsApi } from './comments/index.js';
import type { SupabaseParts } from './internal/context.js';
import { isBrowser } from './internal/environment.js';
import { loadOnce } from './internal/load-once.js';
import type { InvitationsApi } from './invitations/index.js';
import type { LabelsApi } from './labels/index.js';
import type { MembersApi } from './members/index.js';
import type { NotificationsApi } from './notifications/index.js';
import type { ProfilesApi } from './profiles/index.js';
import type { RealtimeApi } from './realtime/index.js';
import type { StatesApi } from './states/index.js';
import type { TasksApi } from './tasks/index.js';
import type { TransferApi } from './transfer/index.js';
import type { ViewsApi } from './views/index.js';
import type { WatchersApi } from './watchers/index.js';
import type { WorkspacesApi } from './workspaces/index.js';

export type { TandemClientOptions } from './client-options.js';

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
  /** The workflow states (columns) of a board. */
  readonly states: StatesApi;
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
  /** The checklist of a task: add, edit, check, reorder, delete, turn into a task. */
  readonly checklists: ChecklistsApi;
  /** A workspace's labels: names and colours; renames, merges and deletions reach every task. */
  readonly labels: LabelsApi;
  /** A board's saved views: named filters, sort and grouping, personal or shared. */
  readonly views: ViewsApi;
  /** Boards in and out: Trello, CSV and Tandem files imported all or nothing; CSV and JSON exports. */
  readonly transfer: TransferApi;
  /**
   * The supabase-js parts underneath, for what this client does not cover: `auth`, `from` and
   * `rpc`; `realtime()`, `storage()` and `functions()` load their code on first call. A
   * function, since the client's code loads on first use.
   */
  supabase(): Promise<SupabaseParts>;
  /**
   * Fetches the code of these namespaces (and the core's) now, so their first calls do not wait
   * for it. An app whose first page is known at start-up (a signed-in visitor opening a board)
   * starts it beside its other start-up work. Resolves once the code is loaded; a failed fetch
   * rejects here and is tried again by the namespace's first call.
   *
   * @example
   * ```ts
   * void tandem.preload('workspaces', 'boards', 'tasks').catch(() => {});
   * ```
   */
  preload(...namespaces: NamespaceName[]): Promise<void>;
}

/** The name of a namespace of the client whose code loads on first use. */
export type NamespaceName = Exclude<keyof TandemClient, 'supabase' | 'preload'>;

/**
 * Creates a Tandem client. In a browser it keeps the session in cookies in `@supabase/ssr`'s
 * format (PKCE flow), so it survives reloads and is shared by tabs; in Node it keeps it in
 * memory (or `auth.storage`); realtime uses the runtime's global `WebSocket`.
 *
 * Creating it loads nothing: the client's core (auth, PostgREST, the `auth` namespace) is
 * fetched with the first call, each other namespace's code (and the schemas it parses with)
 * with its own first call, and realtime, storage and Edge Functions code with the first
 * subscription, file or invitation email. Until then every member is usable
 * as typed: calls wait for the code, subscriptions start once it is there. An app makes the
 * client at start-up and its first page paints without it.
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
  const core = loadOnce(() =>
    import('./client-core.js').then((module) => module.createClientCore(options, appUrl)),
  );
  const part = partLoader(core);
  return {
    ...deferNamespaces(part, { url: options.url, appUrl }),
    supabase: part('supabase'),
    preload: async (...namespaces) => {
      await Promise.all(namespaces.map((name) => part(name)()));
    },
  };
}
