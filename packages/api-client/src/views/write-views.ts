import {
  createSavedViewInputSchema,
  type SavedView,
  savedViewSchema,
  updateSavedViewInputSchema,
} from '@tandem/schemas';
import type { Json } from '../database.js';
import type { ClientContext } from '../internal/context.js';
import { deleteOne, updateOne } from '../internal/no-row-written.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateAsColumns } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';
import { VIEW_COLUMNS } from './read-views.js';

/** A new saved view of a board. */
export interface ViewCreate {
  boardId: string;
  /** Trimmed, 1–60 characters. */
  name: string;
  /** Seen by the whole workspace (members and up). @default false */
  shared?: boolean;
  /**
   * The board's search params to save: any JSON object of at most 4,000 bytes. `task`, `new`
   * and `saved` are dropped by the database (they are not part of a view).
   */
  query: Record<string, unknown>;
}

/** A rename, share or unshare, or new params of a saved view. */
export interface ViewUpdate {
  viewId: string;
  changes: { name?: string; shared?: boolean; query?: Record<string, unknown> };
}

/**
 * Saves a view of a board, last in the board's order, owned by the caller. Every member keeps
 * personal views, viewers too; sharing needs the member role.
 *
 * @throws TandemError `data/invalid` with field errors before any request; `view/limit` past
 * 50 views of the caller's on the board, or 50 shared ones; `data/forbidden` when a viewer
 * shares; `data/not-found` for a board the caller cannot see.
 */
export async function createView(context: ClientContext, input: ViewCreate): Promise<SavedView> {
  const values = validateAsColumns(createSavedViewInputSchema, input);
  const row = await unwrapOne(
    context.supabase
      .from('saved_views')
      // The database sets the workspace, owner and position (saved_views_before_write).
      .insert({ ...values, query: values.query as Json } as typeof values & {
        query: Json;
        workspace_id: string;
        position: string;
      })
      .select(VIEW_COLUMNS),
  );
  return parseRow(savedViewSchema, row);
}

/**
 * Renames a view, shares or unshares it, or saves new params in it: its owner, or for a shared
 * view an admin or the owner of the workspace (who keep it shared).
 *
 * @throws TandemError `data/invalid` with field errors before any request; `data/forbidden`
 * for anyone else who sees it; `data/not-found` when it is gone or hidden; `view/limit` when
 * sharing it goes past the board's shared views.
 */
export async function updateView(context: ClientContext, input: ViewUpdate): Promise<SavedView> {
  const id = validateId(input?.viewId, 'viewId');
  const changes = validateAsColumns(updateSavedViewInputSchema, input.changes ?? {});
  const row = await updateOne(context, 'saved_views', id, changes, VIEW_COLUMNS);
  return parseRow(savedViewSchema, row);
}

/**
 * Deletes a view: its owner, or for a shared view an admin or the owner of the workspace.
 *
 * @throws TandemError `data/forbidden` for anyone else who sees it; `data/not-found` when it is
 * gone or hidden.
 */
export async function deleteView(context: ClientContext, viewId: string): Promise<void> {
  await deleteOne(context, 'saved_views', validateId(viewId, 'viewId'));
}
