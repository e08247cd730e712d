import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from './context.js';
import { unwrap } from './unwrap.js';

/** Tables whose rows are addressed by an `id` column. */
type TableWithId =
  | 'workspaces'
  | 'boards'
  | 'board_states'
  | 'tasks'
  | 'comments'
  | 'task_checklist_items'
  | 'workspace_labels'
  | 'saved_views';

/**
 * Explains an update or delete that affected no row. Row-level security does not raise on
 * those: it filters the rows out. So the row is read back: visible means the caller's role
 * may see it but not change it (`data/forbidden`); invisible means it is missing or hidden,
 * which look alike on purpose (`data/not-found`).
 */
export async function noRowWritten(
  context: ClientContext,
  table: TableWithId,
  id: string,
): Promise<TandemError> {
  const rows = await unwrap(context.supabase.from(table).select('id').eq('id', id).limit(1));
  return new TandemError(rows && rows.length > 0 ? 'data/forbidden' : 'data/not-found');
}

/**
 * Updates the row `id` of `table` with `patch` and returns it as `columns` selects it
 * (`return=representation`); an empty patch reads the row instead. No row written is
 * explained by {@link noRowWritten}.
 */
export async function updateOne(
  context: ClientContext,
  table: Exclude<TableWithId, 'tasks'>,
  id: string,
  patch: Record<string, unknown>,
  columns: string,
): Promise<unknown> {
  // One code path for several tables: the generated per-table types cannot follow `table`.
  const from = context.supabase.from(table as 'boards');
  const query =
    Object.keys(patch).length > 0
      ? from
          .update(patch as never)
          .eq('id', id)
          .select(columns)
      : from.select(columns).eq('id', id);
  const row = (await unwrap(query))?.[0];
  if (!row) throw await noRowWritten(context, table, id);
  return row;
}

/**
 * Deletes the row `id` of `table`, asking for the deleted ids back so that a refusal (no row
 * deleted) is noticed and explained by {@link noRowWritten}.
 */
export async function deleteOne(
  context: ClientContext,
  table: TableWithId,
  id: string,
): Promise<void> {
  const rows = await unwrap(context.supabase.from(table).delete().eq('id', id).select('id'));
  if (!rows || rows.length === 0) throw await noRowWritten(context, table, id);
}
