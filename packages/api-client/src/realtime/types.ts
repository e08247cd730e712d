import type {
  Attachment,
  Board,
  BoardState,
  ChecklistItem,
  Comment,
  SavedView,
  Task,
  TaskWatcher,
  WorkspaceLabel,
  WorkspaceMember,
} from '@tandem/schemas';
import type { TandemError } from '../errors/tandem-error.js';

/**
 * Where a channel stands, as a subscriber sees it:
 * - `connecting`: joining for the first time;
 * - `live`: joined, events arrive;
 * - `reconnecting`: the connection dropped after being live; the channel rejoins by itself and
 *   `onResync` follows, since events of the gap are lost;
 * - `offline`: the browser reports no network; the channel rejoins once it is back;
 * - `error`: the server refused the channel (not a member, session ended). It keeps retrying, so
 *   it becomes `live` if access is granted later (then `onResync` follows too).
 */
export type ChannelStatus = 'connecting' | 'live' | 'reconnecting' | 'offline' | 'error';

/** State of the one realtime socket of the client. */
export type ConnectionState = 'connecting' | 'open' | 'closed';

/** Handlers every channel subscription accepts. Every handler is optional. */
export interface ChannelHandlers {
  /** Called with each change of the channel's {@link ChannelStatus}, and once with the current one. */
  onStatus?: (status: ChannelStatus) => void;
  /**
   * Called when the channel is live again after a gap (dropped connection, refused then
   * accepted): events may have been missed, so refetch what is shown.
   */
  onResync?: () => void;
  /**
   * Called when an event cannot be used (a payload that does not parse; the event is ignored) or
   * the channel was refused (`data/forbidden`). Default: nothing is reported.
   */
  onError?: (error: TandemError) => void;
}

/** One person looking at a board, from the board channel's presence. */
export interface BoardViewer {
  /** Their user id (also the presence key). */
  userId: string;
  /** Their profile's display name when they joined. */
  displayName: string;
  /** Their avatar's path in the `avatars` bucket, or `null`; see `profiles.avatarUrl`. */
  avatarPath: string | null;
  /** The task they have open for editing, or `null`. */
  editingTaskId: string | null;
  /** When they opened the board (ISO 8601). */
  onlineAt: string;
}

/** Handlers of {@link RealtimeApi.subscribeBoard}. */
export interface BoardHandlers extends ChannelHandlers {
  /** A task was created on the board. */
  onTaskInserted?: (task: Task) => void;
  /** A task of the board changed, without changing state, status, position or board. */
  onTaskUpdated?: (task: Task, old: Task) => void;
  /**
   * A task changed state, status, position or board. When `task.board_id` is no longer this board, it
   * left the board.
   */
  onTaskMoved?: (task: Task, old: Task) => void;
  /** A task of the board was deleted; `old` is the row as it was. */
  onTaskDeleted?: (old: Task) => void;
  /** A workflow state (column) was added to the board. */
  onStateInserted?: (state: BoardState) => void;
  /** A state was renamed, recoloured, limited or moved; `old` is the row as it was. */
  onStateUpdated?: (state: BoardState, old: BoardState) => void;
  /** A state was deleted (its tasks moved first, each with its own task event). */
  onStateDeleted?: (old: BoardState) => void;
  /** A view of the board was shared (saved shared, or a personal one shared). */
  onViewInserted?: (view: SavedView) => void;
  /** A shared view was renamed or given new params; `old` is the row as it was. */
  onViewUpdated?: (view: SavedView, old: SavedView) => void;
  /** A shared view was deleted or made personal; `old` is the row as it was. */
  onViewDeleted?: (old: SavedView) => void;
  /**
   * Everyone on the board (this user included, once per user), sorted by arrival, after every
   * presence change.
   */
  onPresence?: (viewers: BoardViewer[]) => void;
}

/** Handlers of {@link RealtimeApi.subscribeTask}. */
export interface TaskHandlers extends ChannelHandlers {
  /** A comment was posted on the task. */
  onCommentInserted?: (comment: Comment) => void;
  /** A comment was edited. */
  onCommentUpdated?: (comment: Comment, old: Comment) => void;
  /**
   * A comment was deleted: soft-deleted (`deleted_at` set; the row stays, shown as "comment
   * deleted") or removed with its task.
   */
  onCommentDeleted?: (comment: Comment) => void;
  /** A file was attached to the task. */
  onAttachmentInserted?: (attachment: Attachment) => void;
  /** An attachment was removed; `old` is the row as it was. */
  onAttachmentDeleted?: (old: Attachment) => void;
  /** Someone started watching the task. */
  onWatcherAdded?: (watcher: TaskWatcher) => void;
  /** Someone stopped watching the task (or left the workspace); `old` is the watch as it was. */
  onWatcherRemoved?: (old: TaskWatcher) => void;
  /** An item was added to the task's checklist (or came back with an undo). */
  onChecklistItemInserted?: (item: ChecklistItem) => void;
  /** An item was renamed, checked, unchecked or moved. */
  onChecklistItemUpdated?: (item: ChecklistItem, old: ChecklistItem) => void;
  /** An item was deleted, turned into a task, or removed with its task. */
  onChecklistItemDeleted?: (old: ChecklistItem) => void;
}

/** Handlers of {@link RealtimeApi.subscribeWorkspace}. */
export interface WorkspaceHandlers extends ChannelHandlers {
  /** Someone joined the workspace. */
  onMemberJoined?: (member: WorkspaceMember) => void;
  /** A member's role changed. */
  onMemberUpdated?: (member: WorkspaceMember, old: WorkspaceMember) => void;
  /** A member left or was removed. */
  onMemberLeft?: (old: WorkspaceMember) => void;
  /** A board was created. */
  onBoardInserted?: (board: Board) => void;
  /** A board was renamed, described or archived. */
  onBoardUpdated?: (board: Board, old: Board) => void;
  /** A label joined the workspace's set. */
  onLabelInserted?: (label: WorkspaceLabel) => void;
  /** A label was renamed or recoloured. */
  onLabelUpdated?: (label: WorkspaceLabel, old: WorkspaceLabel) => void;
  /** A label was deleted or merged into another. */
  onLabelDeleted?: (old: WorkspaceLabel) => void;
}

/** What this client shows of itself to the others on a board. */
export interface PresenceState {
  /** The task this user has open for editing, or `null`. */
  editingTaskId: string | null;
}

/** A live task or workspace channel; see {@link Subscription} for boards. */
export interface ChannelSubscription {
  /**
   * Stops the handlers. The channel is left when its last subscriber leaves; the promise
   * resolves once it is. Calling it again does nothing.
   */
  unsubscribe(): Promise<void>;
}

/** A live board channel. */
export interface Subscription extends ChannelSubscription {
  /**
   * Shows the others what this user is doing. Sent at most once per `PRESENCE_THROTTLE_MS`
   * (1 s) per client; calls in between are merged and the last value wins.
   */
  track(state: PresenceState): void;
}
