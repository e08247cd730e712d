import type { TaskFilters } from '../tasks/index.js';

/** Which entries a workspace's activity feed keeps (both optional). */
export interface ActivityFilters {
  boardId?: string;
  actorId?: string;
}

const root = ['tandem'] as const;

/**
 * The query-key factory: every key the bindings use, built from one root so that
 * `queryClient.invalidateQueries({ queryKey: tandemKeys.all })` clears everything Tandem cached
 * (on sign-out, for instance). Keys nest from general to specific, so invalidating a prefix
 * (`tandemKeys.board(boardId)`) reaches every query below it.
 */
export const tandemKeys = {
  /** Every Tandem query. */
  all: root,
  /** The signed-in user. */
  user: () => [...root, 'user'] as const,
  /** A profile. */
  profile: (userId: string) => [...root, 'profile', userId] as const,
  /** The signed-in user's workspaces. */
  workspaces: () => [...root, 'workspaces'] as const,
  /** Every workspace cached by slug (prefix of {@link tandemKeys.workspace}). */
  anyWorkspace: () => [...root, 'workspace'] as const,
  /** One workspace, by slug. */
  workspace: (slug: string) => [...root, 'workspace', slug] as const,
  /** Whether a slug is free. */
  slugAvailable: (slug: string) => [...root, 'slug-available', slug] as const,
  /** Members of a workspace. */
  members: (workspaceId: string) => [...root, 'members', workspaceId] as const,
  /** Pending invitations of a workspace. */
  invitations: (workspaceId: string) => [...root, 'invitations', workspaceId] as const,
  /** What an invitation link is for. */
  invitation: (token: string) => [...root, 'invitation', token] as const,
  /** The labels of a workspace. */
  labels: (workspaceId: string) => [...root, 'labels', workspaceId] as const,
  /** Boards of a workspace. */
  boards: (workspaceId: string, includeArchived = false) =>
    [...root, 'boards', workspaceId, { includeArchived }] as const,
  /** Everything cached about every board (prefix of each board's keys). */
  anyBoard: () => [...root, 'board'] as const,
  /** Everything cached about one board (prefix of its tasks and searches). */
  board: (boardId: string) => [...root, 'board', boardId] as const,
  /** One board's own row (name, description, archived or not). */
  boardDetails: (boardId: string) => [...root, 'board', boardId, 'details'] as const,
  /** All tasks of a board, in board order. */
  boardTasks: (boardId: string) => [...root, 'board', boardId, 'tasks'] as const,
  /** The workflow states (columns) of a board, in board order. */
  boardStates: (boardId: string) => [...root, 'board', boardId, 'states'] as const,
  /** The saved views of a board the caller sees, in board order. */
  boardViews: (boardId: string) => [...root, 'board', boardId, 'views'] as const,
  /** A filtered view of a board. */
  taskSearch: (boardId: string, filters: TaskFilters) =>
    [...root, 'board', boardId, 'search', filters] as const,
  /** The signed-in user's open tasks across workspaces ("My tasks"). */
  myTasks: () => [...root, 'my-tasks'] as const,
  /** One task, by id. */
  task: (taskId: string) => [...root, 'task', taskId] as const,
  /** One task, by its number in a workspace. */
  taskByNumber: (workspaceId: string, number: number) =>
    [...root, 'task-number', workspaceId, number] as const,
  /** Everything cached about every workspace's Trash (prefix of the two keys below). */
  anyTrash: () => [...root, 'trash'] as const,
  /** A workspace's Trash: the deleted tasks the caller may restore (prefix of its lookups). */
  trash: (workspaceId: string) => [...root, 'trash', workspaceId] as const,
  /** Task #N of a workspace looked up in its Trash. */
  trashedTask: (workspaceId: string, number: number) =>
    [...root, 'trash', workspaceId, number] as const,
  /** Comments of a task (an infinite query). */
  comments: (taskId: string) => [...root, 'task', taskId, 'comments'] as const,
  /** Attachments of a task. */
  attachments: (taskId: string) => [...root, 'task', taskId, 'attachments'] as const,
  /** The checklist of a task, in order. */
  checklist: (taskId: string) => [...root, 'task', taskId, 'checklist'] as const,
  /** Activity of a task (an infinite query). */
  taskActivity: (taskId: string) => [...root, 'task', taskId, 'activity'] as const,
  /**
   * Activity of a workspace (an infinite query); with `filters`, the feed of one board or
   * person (the key without them is the prefix of every filtered feed).
   */
  workspaceActivity: (workspaceId: string, filters?: ActivityFilters) =>
    filters
      ? ([...root, 'activity', workspaceId, filters] as const)
      : ([...root, 'activity', workspaceId] as const),
  /** Everything cached about the signed-in user's notifications (prefix of the ones below). */
  notifications: () => [...root, 'notifications'] as const,
  /** The inbox (an infinite query). */
  notificationList: () => [...root, 'notifications', 'list'] as const,
  /** How many notifications are unread. */
  unreadNotifications: () => [...root, 'notifications', 'unread'] as const,
  /** Notification preferences per kind. */
  notificationPreferences: () => [...root, 'notifications', 'preferences'] as const,
  /** Who watches a task. */
  watchers: (taskId: string) => [...root, 'task', taskId, 'watchers'] as const,
} as const;

/**
 * The board whose task list `key` is ({@link tandemKeys.boardTasks}), or `undefined` for any
 * other key: the one place that knows where a board key keeps its id.
 */
export function boardOfTasksKey(key: readonly unknown[]): string | undefined {
  const [, kind, boardId, part] = key;
  return kind === 'board' && part === 'tasks' && key.length === 4 && typeof boardId === 'string'
    ? boardId
    : undefined;
}
