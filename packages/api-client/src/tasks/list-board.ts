import { toTandemError } from '../errors/map-error.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { validateId } from '../internal/validate-id.js';
import { checkBoardRows } from './board-rows.js';
import { BOARD_TASK_COLUMNS, type BoardTaskRow } from './board-task.js';

/**
 * Rows per request: PostgREST answers at most `max_rows` rows (1,000 on Supabase, the
 * `[api] max_rows` of config.toml), so a larger board comes in pages of this size.
 */
const PAGE_ROWS = 1000;

/**
 * Every task of a board, in board order: by status column (the `task_status` enum's order,
 * which is `TASK_STATUSES`': backlog, todo, in progress, in review, done, canceled), then
 * position, then id. This is the order of the `(board_id, status, position)` index, so the
 * database reads it without sorting, and the order is total, so pages neither overlap nor
 * skip. The first page also counts the board's tasks; the rest are asked for at once (a board
 * of 5,000 tasks takes two round trips). A project whose `max_rows` is lower answers shorter
 * pages: their length sets the stride. Only the columns a card needs are fetched: no
 * description ({@link BoardTaskRow}). A board the caller cannot see has no tasks (empty list).
 */
export async function listBoardTasks(
  context: ClientContext,
  boardId: string,
): Promise<BoardTaskRow[]> {
  const id = validateId(boardId, 'boardId');
  const page = (from: number, to: number, count?: 'exact') =>
    context.supabase
      .from('tasks')
      .select(BOARD_TASK_COLUMNS, { count })
      .eq('board_id', id)
      .order('status')
      .order('position')
      .order('id')
      .range(from, to);
  let first: Awaited<ReturnType<typeof page>>;
  try {
    first = await page(0, PAGE_ROWS - 1, 'exact');
  } catch (error) {
    throw toTandemError(error);
  }
  if (first.error) throw toTandemError(first.error);
  const rows: unknown[] = first.data ?? [];
  const total = first.count ?? rows.length;
  const stride = rows.length;
  if (stride > 0 && total > stride) {
    const starts: number[] = [];
    for (let from = stride; from < total; from += stride) starts.push(from);
    const rest = await Promise.all(starts.map((from) => unwrap(page(from, from + stride - 1))));
    for (const more of rest) rows.push(...(more ?? []));
  }
  return checkBoardRows(rows);
}
