import type { Task } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { type AssignedTask, assignedToMe } from './assigned-to-me.js';
import type { BoardTaskRow } from './board-task.js';
import type { TaskBulkUpdate } from './bulk-input.js';
import {
  bulkDeleteTasks,
  bulkRestoreTasks,
  bulkRevertTasks,
  bulkUpdateTasks,
  type TaskBulkUndo,
} from './bulk-tasks.js';
import { createTask, type TaskCreate } from './create-task.js';
import { deleteTask } from './delete-task.js';
import type { TaskFilters } from './filters.js';
import { getTask, getTaskByNumber, type TaskNumberRef } from './get-task.js';
import { boardTaskPages, listBoardTasks } from './list-board.js';
import { moveTask, type TaskMove } from './move-task.js';
import { moveTaskToBoard, type TaskBoardMove } from './move-task-to-board.js';
import { restoreTask } from './restore-task.js';
import { searchTasks } from './search-tasks.js';
import { findInTrash, listTrash, type TrashedTask, type TrashedTaskLookup } from './trash.js';
import { type TaskUpdate, updateTask } from './update-task.js';

export type { AssignedTask } from './assigned-to-me.js';
export type { BoardTaskRow } from './board-task.js';
export type { TaskBulkChanges, TaskBulkUpdate } from './bulk-input.js';
export type { TaskBulkPrevious, TaskBulkUndo } from './bulk-tasks.js';
export type { TaskCreate } from './create-task.js';
export { DUE_FILTERS, type DueFilter, type TaskFilters } from './filters.js';
export type { TaskNumberRef } from './get-task.js';
export type { TaskMove } from './move-task.js';
export type { TaskBoardMove } from './move-task-to-board.js';
export { TASK_TRASH_RETENTION_DAYS, TASK_UNDO_WINDOW_MS } from './restore-task.js';
export type { TrashedTask, TrashedTaskLookup } from './trash.js';
export type { TaskChanges, TaskUpdate } from './update-task.js';

/** The `tasks` namespace of the client. */
export interface TasksApi {
  /** Every task of a board (without descriptions), by status column, then position. */
  listBoard(boardId: string): Promise<BoardTaskRow[]>;
  /**
   * The same tasks in pages as they arrive, each extending every column downward (position
   * order across columns): paint the top of each column from the first page.
   */
  listBoardPages(boardId: string): AsyncGenerator<BoardTaskRow[], void, undefined>;
  /**
   * The signed-in user's open tasks across every board and workspace they can see, soonest
   * due first and undated last, each with its board and workspace ("My tasks").
   */
  assignedToMe(): Promise<AssignedTask[]>;
  /** One task by its number in a workspace (`#42`); `data/not-found` for non-members. */
  getByNumber(ref: TaskNumberRef): Promise<Task>;
  /** One task by id; `data/not-found` for non-members. */
  get(taskId: string): Promise<Task>;
  /** The board's tasks matching `filters`; ranked by relevance when `query` is given. */
  search(boardId: string, filters?: TaskFilters): Promise<Task[]>;
  /** Creates a task (members and up). */
  create(input: TaskCreate): Promise<Task>;
  /** Edits a task still at `expectedVersion`; else `data/conflict` with `current`. */
  update(input: TaskUpdate): Promise<Task>;
  /**
   * Drag and drop: moves a task between the cards above and below the drop (members and up).
   * Takes the `Board`'s `onMove` argument as it is.
   */
  move(move: TaskMove): Promise<Task>;
  /** To the bottom of its status on another board of the workspace (members and up). */
  moveToBoard(move: TaskBoardMove): Promise<Task>;
  /** Deletes a task (admins and the owner); `restore` brings it back within the undo window. */
  delete(taskId: string): Promise<void>;
  /** Brings back a task this user deleted (or any, for admins) within the undo window. */
  restore(taskId: string): Promise<Task>;
  /**
   * The workspace's Trash: the deleted tasks the caller may restore, newest first (admins and
   * the owner: all; members: their own deletions; viewers: `data/forbidden`).
   */
  listTrash(workspaceId: string): Promise<TrashedTask[]>;
  /** Task #N of a workspace if it is in the Trash, and whether the caller may restore it. */
  findInTrash(ref: TaskNumberRef): Promise<TrashedTaskLookup>;
  /**
   * The same changes for up to 500 tasks of one workspace, all or none (members and up);
   * answers each changed task's previous values for `bulkRevert`.
   */
  bulkUpdate(input: TaskBulkUpdate): Promise<TaskBulkUndo>;
  /** Undoes a `bulkUpdate` (or a revert) in one call; answers what it replaced. */
  bulkRevert(undo: TaskBulkUndo): Promise<TaskBulkUndo>;
  /** Deletes up to 500 tasks, all or none (admins and the owner); answers their ids. */
  bulkDelete(taskIds: readonly string[]): Promise<string[]>;
  /** Brings back deleted tasks within the undo window, all or none. */
  bulkRestore(taskIds: readonly string[]): Promise<Task[]>;
}

/** Builds the `tasks` namespace over the shared client context. */
export function createTasksApi(context: ClientContext): TasksApi {
  return {
    listBoard: (boardId: string) => listBoardTasks(context, boardId),
    listBoardPages: (boardId: string) => boardTaskPages(context, boardId),
    assignedToMe: () => assignedToMe(context),
    getByNumber: (ref: TaskNumberRef) => getTaskByNumber(context, ref),
    get: (taskId: string) => getTask(context, taskId),
    search: (boardId: string, filters: TaskFilters = {}) => searchTasks(context, boardId, filters),
    create: (input: TaskCreate) => createTask(context, input),
    update: (input: TaskUpdate) => updateTask(context, input),
    move: (move: TaskMove) => moveTask(context, move),
    moveToBoard: (move: TaskBoardMove) => moveTaskToBoard(context, move),
    delete: (taskId: string) => deleteTask(context, taskId),
    restore: (taskId: string) => restoreTask(context, taskId),
    listTrash: (workspaceId: string) => listTrash(context, workspaceId),
    findInTrash: (ref: TaskNumberRef) => findInTrash(context, ref),
    bulkUpdate: (input: TaskBulkUpdate) => bulkUpdateTasks(context, input),
    bulkRevert: (undo: TaskBulkUndo) => bulkRevertTasks(context, undo),
    bulkDelete: (taskIds: readonly string[]) => bulkDeleteTasks(context, taskIds),
    bulkRestore: (taskIds: readonly string[]) => bulkRestoreTasks(context, taskIds),
  };
}
