import type { SavedView } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { listViews } from './read-views.js';
import {
  createView,
  deleteView,
  updateView,
  type ViewCreate,
  type ViewUpdate,
} from './write-views.js';

export type { ViewCreate, ViewUpdate } from './write-views.js';

/**
 * The `views` namespace of the client: a board's saved views, each a name over a set of the
 * board's search params (view, filters, sort, grouping), personal or shared with the
 * workspace. Shared views arrive live on the board's channel (`realtime.subscribeBoard`:
 * `onViewInserted`, `onViewUpdated`, `onViewDeleted`); personal ones are never broadcast.
 *
 * @example
 * ```ts
 * const view = await tandem.views.create({ boardId, name: 'My bugs', shared: true, query: { label: 'bug' } });
 * await tandem.views.update({ viewId: view.id, changes: { name: 'Bugs' } });
 * ```
 */
export interface ViewsApi {
  /** A board's views the caller sees: their own and the shared ones, in board order. */
  list(boardId: string): Promise<SavedView[]>;
  /** Saves a view, personal unless `shared` (members and up share). */
  create(input: ViewCreate): Promise<SavedView>;
  /** Renames, shares or unshares a view, or saves new params in it. */
  update(input: ViewUpdate): Promise<SavedView>;
  /** Deletes a view (its owner; for a shared one, also admins and the owner). */
  delete(viewId: string): Promise<void>;
}

/** Builds the `views` namespace over the shared client context. */
export function createViewsApi(context: ClientContext): ViewsApi {
  return {
    list: (boardId: string) => listViews(context, boardId),
    create: (input: ViewCreate) => createView(context, input),
    update: (input: ViewUpdate) => updateView(context, input),
    delete: (viewId: string) => deleteView(context, viewId),
  };
}
