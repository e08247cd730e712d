import type { Board, UpdateBoardInput } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { type CreateBoardInput, createBoard } from './create-board.js';
import { getBoard } from './get-board.js';
import { type ListBoardsOptions, listBoards } from './list-boards.js';
import { updateBoard } from './update-board.js';

export type { CreateBoardInput } from './create-board.js';
export type { ListBoardsOptions } from './list-boards.js';

/** The `boards` namespace of the client. */
export interface BoardsApi {
  /** The boards of a workspace, oldest first; archived ones only with `includeArchived`. */
  list(workspaceId: string, options?: ListBoardsOptions): Promise<Board[]>;
  /** One board; `data/not-found` for non-members. */
  get(boardId: string): Promise<Board>;
  /** Creates a board (admins and the owner). */
  create(input: CreateBoardInput): Promise<Board>;
  /** Renames, describes, archives or restores a board (admins and the owner). */
  update(boardId: string, input: UpdateBoardInput): Promise<Board>;
  /** Archives a board: `update(boardId, { archived: true })`. */
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
    create: (input: CreateBoardInput) => createBoard(context, input),
    update: (boardId: string, input: UpdateBoardInput) => updateBoard(context, boardId, input),
    archive: (boardId: string) => updateBoard(context, boardId, { archived: true }),
    restore: (boardId: string) => updateBoard(context, boardId, { archived: false }),
  };
}
