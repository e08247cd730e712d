import type { ClientContext } from '../internal/context.js';
import { createTask, type TaskCreate } from './create-task.js';
import { deleteTask } from './delete-task.js';
import type { TaskFilters } from './filters.js';
import { getTask, getTaskByNumber, type TaskNumberRef } from './get-task.js';
import { boardTaskPages, listBoardTasks } from './list-board.js';
import { moveTask, type TaskMove } from './move-task.js';
import { moveTaskToBoard, type TaskBoardMove } from './move-task-to-board.js';
import { restoreTask } from './restore-task.js';
import { searchTasks } from './search-tasks.js';
import { type TaskUpdate, updateTask } from './update-task.js';

export type { BoardTaskRow } from './board-task.js';
export type { TaskCreate } from './create-task.js';
export { DUE_FILTERS, type DueFilter, type TaskFilters } from './filters.js';
export type { TaskNumberRef } from './get-task.js';
export type { TaskMove } from './move-task.js';
export type { TaskBoardMove } from './move-task-to-board.js';
export { TASK_UNDO_WINDOW_MS } from './restore-task.js';
export type { TaskChanges, TaskUpdate } from './update-task.js';

/** The `tasks` namespace of the client. */
export type TasksApi = ReturnType<typeof createTasksApi>;

/** Builds the `tasks` namespace over the shared client context. */
export function createTasksApi(context: ClientContext) {
  return {
    /** Every task of a board (without descriptions), by status column, then position. */
    listBoard: (boardId: string) => listBoardTasks(context, boardId),
    /**
     * The same tasks in pages as they arrive, each extending every column downward (position
     * order across columns): paint the top of each column from the first page.
     */
    listBoardPages: (boardId: string) => boardTaskPages(context, boardId),
    /** One task by its number in a workspace (`#42`); `data/not-found` for non-members. */
    getByNumber: (ref: TaskNumberRef) => getTaskByNumber(context, ref),
    /** One task by id; `data/not-found` for non-members. */
    get: (taskId: string) => getTask(context, taskId),
    /** The board's tasks matching `filters`; ranked by relevance when `query` is given. */
    search: (boardId: string, filters: TaskFilters = {}) => searchTasks(context, boardId, filters),
    /** Creates a task (members and up). */
    create: (input: TaskCreate) => createTask(context, input),
    /** Edits a task still at `expectedVersion`; else `data/conflict` with `current`. */
    update: (input: TaskUpdate) => updateTask(context, input),
    /**
     * Drag and drop: moves a task between the cards above and below the drop (members and up).
     * Takes the `Board`'s `onMove` argument as it is.
     */
    move: (move: TaskMove) => moveTask(context, move),
    /** To the bottom of its status on another board of the workspace (members and up). */
    moveToBoard: (move: TaskBoardMove) => moveTaskToBoard(context, move),
    /** Deletes a task (admins and the owner); `restore` brings it back within the undo window. */
    delete: (taskId: string) => deleteTask(context, taskId),
    /** Brings back a task this user deleted (or any, for admins) within the undo window. */
    restore: (taskId: string) => restoreTask(context, taskId),
  };
}
