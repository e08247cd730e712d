/**
 * Search params that are not part of a view: the open task, the one-shot "new task" request
 * and the saved view's own id.
 */
const NOT_SAVED = new Set(['task', 'new', 'saved']);

/** A view's params as stored: no empty values, keys in one order, so two views compare. */
export type ViewQuery = Record<string, unknown>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

/**
 * The params of a board's search that a view saves: every param the board's schema validated
 * (so params the board gains later are saved without a change here) but those in `NOT_SAVED`
 * and empty ones, keys sorted.
 */
export function viewQueryOf(search: Readonly<Record<string, unknown>>): ViewQuery {
  return Object.fromEntries(
    Object.entries(search)
      .filter(([key, value]) => !NOT_SAVED.has(key) && !isEmpty(value))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** Whether a board's search shows exactly the params a view saved. */
export function showsView(
  search: Readonly<Record<string, unknown>>,
  query: Readonly<Record<string, unknown>>,
): boolean {
  return JSON.stringify(viewQueryOf(search)) === JSON.stringify(viewQueryOf(query));
}
