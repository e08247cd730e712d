import { toTandemError } from '../errors/map-error.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { validateId } from '../internal/validate-id.js';
import { checkBoardRows } from './board-rows.js';
import { BOARD_TASK_COLUMNS, type BoardTaskRow } from './board-task.js';
import { mergeIntoBoard } from './merge-into-board.js';

/**
 * Rows per request: PostgREST answers at most `max_rows` rows (1,000 on Supabase, the
 * `[api] max_rows` of config.toml), so a larger board comes in pages of this size.
 */
const PAGE_ROWS = 1000;

/**
 * Rows of the first request: enough for the top cards of every column (about twenty each on a
 * board of five columns), few enough to arrive and paint at once. A board cannot virtualise a
 * column it holds only a few hundred cards of, so a full first page would mount them all.
 */
const FIRST_ROWS = 100;

/**
 * A board's tasks in pages, each yielded as soon as it and every page before it arrived. Pages
 * run in position order across columns (then id), not column by column: every column's top
 * cards come in the first page, and each later page only extends columns downward, so the
 * pages received so far always hold the top of every column, in order (`mergeIntoBoard` puts
 * them into board order). The first, short page is yielded as soon as it arrives; a count of
 * the board's tasks, asked for beside it, sizes the rest, which are asked for at once (a board
 * of 5,000 tasks takes two round trips). A project whose `max_rows`
 * is lower answers shorter pages: each is then completed by further requests. Only the columns
 * a card needs are fetched: no description ({@link BoardTaskRow}). A board the caller cannot see
 * has no tasks.
 */
export async function* boardTaskPages(
  context: ClientContext,
  boardId: string,
): AsyncGenerator<BoardTaskRow[], void, undefined> {
  const id = validateId(boardId, 'boardId');
  const page = (from: number, to: number) =>
    context.supabase
      .from('tasks')
      .select(BOARD_TASK_COLUMNS)
      .eq('board_id', id)
      .order('position')
      .order('id')
      .range(from, to);
  // Rows `from`..`to` (inclusive, within the board), however many requests max_rows makes that.
  const range = async (from: number, to: number): Promise<unknown[]> => {
    const rows: unknown[] = [];
    while (from + rows.length <= to) {
      const more: unknown[] = (await unwrap(page(from + rows.length, to))) ?? [];
      if (more.length === 0) break;
      rows.push(...more);
    }
    return rows;
  };
  // The first page and the count are asked for apart, the page first: counting every task of
  // the board under the row policies costs far more than reading a hundred of them, and a
  // backend that answers one query at a time would otherwise hold the first cards behind it.
  const firstPage = started(page(0, FIRST_ROWS - 1));
  const counted = started(
    context.supabase.from('tasks').select('id', { count: 'exact', head: true }).eq('board_id', id),
  );
  const rows: unknown[] = (await answered(firstPage)).data ?? [];
  yield checkBoardRows(rows, context.reportInvalidRow);
  if (rows.length === 0) return;
  const total = (await answered(counted)).count ?? rows.length;
  const rest: Promise<unknown[]>[] = [];
  for (let from = rows.length; from < total; from += PAGE_ROWS) {
    const pending = range(from, Math.min(from + PAGE_ROWS, total) - 1);
    // Awaited in order below; one that fails while an earlier one is awaited must not be
    // reported as unhandled.
    pending.catch(() => {});
    rest.push(pending);
  }
  for (const pending of rest) yield checkBoardRows(await pending, context.reportInvalidRow);
}

/**
 * Sends a PostgREST request now (a query builder sends only when awaited), its failure to be
 * reported where it is awaited rather than as unhandled meanwhile.
 */
function started<T>(request: PromiseLike<T>): Promise<T> {
  const sent = Promise.resolve().then(() => request);
  sent.catch(() => {});
  return sent;
}

/** A PostgREST answer once it has come, its failure thrown as a Tandem error. */
async function answered<T extends { error: unknown; status: number }>(
  request: Promise<T>,
): Promise<T> {
  let answer: T;
  try {
    answer = await request;
  } catch (error) {
    throw toTandemError(error);
  }
  if (answer.error) throw toTandemError(answer.error, answer.status);
  return answer;
}

/**
 * Every task of a board, in board order: by status column (the `task_status` enum's order,
 * which is `TASK_STATUSES`': backlog, todo, in progress, in review, done, canceled), then
 * position, then id. Read in the pages of {@link boardTaskPages}.
 */
export async function listBoardTasks(
  context: ClientContext,
  boardId: string,
): Promise<BoardTaskRow[]> {
  let tasks: BoardTaskRow[] = [];
  for await (const rows of boardTaskPages(context, boardId)) tasks = mergeIntoBoard(tasks, rows);
  return tasks;
}
