import type { ClientContext } from '../internal/context.js';
import { subscribeBoard } from './board-channel.js';
import { registryOf } from './shared-registry.js';
import { subscribeTask } from './task-channel.js';
import type {
  BoardHandlers,
  ChannelSubscription,
  ConnectionState,
  Subscription,
  TaskHandlers,
  WorkspaceHandlers,
} from './types.js';
import { subscribeWorkspace } from './workspace-channel.js';

/** The `realtime` namespace of the client. */
export interface RealtimeApi {
  /**
   * Follows a board: its tasks' inserts, updates, moves and deletes, and who is looking at it
   * (this user appears there as soon as the channel is live; `track` adds what they edit).
   * Only members of the board's workspace may join; anyone else gets the `error` status.
   *
   * @example
   * ```ts
   * const subscription = tandem.realtime.subscribeBoard(boardId, {
   *   onTaskUpdated: (task) => replaceTask(task),
   *   onPresence: (viewers) => setViewers(viewers),
   *   onResync: () => refetchBoard(),
   * });
   * subscription.track({ editingTaskId: task.id });
   * await subscription.unsubscribe();
   * ```
   */
  subscribeBoard(boardId: string, handlers: BoardHandlers): Subscription;
  /** Follows a task: its comments, attachments and checklist. Members of its workspace only. */
  subscribeTask(taskId: string, handlers: TaskHandlers): ChannelSubscription;
  /**
   * Follows a workspace: members joining, changing role, leaving; boards created or changed;
   * labels added, renamed, recoloured or deleted.
   */
  subscribeWorkspace(workspaceId: string, handlers: WorkspaceHandlers): ChannelSubscription;
  /**
   * The realtime connection's state now: it opens with the first subscription and is
   * `closed` once the last one is unsubscribed.
   */
  connectionState(): ConnectionState;
  /**
   * Calls `listener` when the socket's state changes, noticed through the channels on it (so
   * while at least one is subscribed). Returns a function that stops listening.
   */
  onConnectionChange(listener: (state: ConnectionState) => void): () => void;
}

/**
 * Builds the `realtime` namespace: the private channels of supabase/README.md (`board:<id>`,
 * `task:<id>`, `workspace:<id>`; `user:<id>` is the `notifications` namespace's), authorised by RLS on `realtime.messages` and fed by
 * `realtime.broadcast_changes()` triggers. Every row is parsed with its `@tandem/schemas`
 * entity schema before a handler sees it. Subscribers of one topic share one channel, and
 * the client's namespaces share one registry of channels.
 */
export function createRealtimeApi(context: ClientContext): RealtimeApi {
  const registry = registryOf(context.supabase);
  return {
    subscribeBoard(boardId: string, handlers: BoardHandlers): Subscription {
      return subscribeBoard(registry, boardId, handlers);
    },
    subscribeTask(taskId: string, handlers: TaskHandlers): ChannelSubscription {
      return subscribeTask(registry, taskId, handlers);
    },
    subscribeWorkspace(workspaceId: string, handlers: WorkspaceHandlers): ChannelSubscription {
      return subscribeWorkspace(registry, workspaceId, handlers);
    },
    connectionState(): ConnectionState {
      return registry.connectionState();
    },
    onConnectionChange(listener: (state: ConnectionState) => void): () => void {
      return registry.onConnectionChange(listener);
    },
  };
}
