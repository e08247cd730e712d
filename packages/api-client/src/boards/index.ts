import type { ClientContext } from '../internal/context.js';
import { type BoardCreate, createBoard } from './create-board.js';
import { getBoard } from './get-board.js';
import { type ListBoardsOptions, listBoards } from './list-boards.js';
import { type BoardUpdate, updateBoard } from './update-board.js';

export type { BoardCreate } from './create-board.js';
export type { ListBoardsOptions } from './list-boards.js';
export type { BoardUpdate } from './update-board.js';

/** The `boards` namespace of the client. */
export type BoardsApi = ReturnType<typeof createBoardsApi>;

/** Builds the `boards` namespace over the shared client context. */
export function createBoardsApi(context: ClientContext) {
  return {
    /** The boards of a workspace, oldest first; archived ones only with `includeArchived`. */
    list: (workspaceId: string, options?: ListBoardsOptions) =>
      listBoards(context, workspaceId, options),
    /** One board; `data/not-found` for non-members. */
    get: (boardId: string) => getBoard(context, boardId),
    /** Creates a board (admins and the owner). */
    create: (input: BoardCreate) => createBoard(context, input),
    /** Renames, describes, archives or restores a board (admins and the owner). */
    update: (input: BoardUpdate) => updateBoard(context, input),
    /** Archives a board: `update({ boardId, changes: { archived: true } })`. */
    archive: (boardId: string) => updateBoard(context, { boardId, changes: { archived: true } }),
    /** Brings an archived board back: `update({ boardId, changes: { archived: false } })`. */
    restore: (boardId: string) => updateBoard(context, { boardId, changes: { archived: false } }),
  };
}
