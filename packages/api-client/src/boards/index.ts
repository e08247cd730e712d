import type { Board } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { type BoardCreate, createBoard } from './create-board.js';
import { getBoard } from './get-board.js';
import { type ListBoardsOptions, listBoards } from './list-boards.js';
import { type BoardUpdate, updateBoard } from './update-board.js';

export type { BoardCreate } from './create-board.js';
export type { ListBoardsOptions } from './list-boards.js';
export type { BoardUpdate } from './update-board.js';

/** The `boards` namespace of the client. */
export interface BoardsApi {
  /** The boards of a workspace, oldest first; archived ones only with `includeArchived`. */
  list(workspaceId: string, options?: ListBoardsOptions): Promise<Board[]>;
  /** One board; `data/not-found` for non-members. */
  get(boardId: string): Promise<Board>;
  /** Creates a board (admins and the owner). */
  create(input: BoardCreate): Promise<Board>;
  /** Renames, describes, archives or restores a board (admins and the owner). */
  update(input: BoardUpdate): Promise<Board>;
  /** Archives a board: `update({ boardId, changes: { archived: true } })`. */
  archive(boardId: string): Promise<Board>;
  /** Brings an archived board back to the list: `update(boardId, { archived: false })`. */
  restore(boardId: string): Promise<Board>;
}

/** Builds the `boards` namespace over the shared client context. */
export function createBoardsApi(context: ClientContext): BoardsApi {
  return {
    list: (workspaceId: string, options?: ListBoardsOptions) =>
      listBoards(context, workspaceId, options),
    get: (boardId: string) => getBoard(context, boardId),
    create: (input: BoardCreate) => createBoard(context, input),
    update: (input: BoardUpdate) => updateBoard(context, input),
    archive: (boardId: string) => updateBoard(context, { boardId, changes: { archived: true } }),
    restore: (boardId: string) => updateBoard(context, { boardId, changes: { archived: false } }),
  };
}
