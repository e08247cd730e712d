import { replaceEqualDeep } from '@tanstack/react-query';

interface Row {
  id: string;
}

function isRowList(value: unknown): value is ReadonlyArray<Row> {
  return (
    Array.isArray(value) &&
    value.every((row) => typeof row === 'object' && row !== null && typeof row.id === 'string')
  );
}

/**
 * Structural sharing for a query that holds a list of rows with unique ids (a board's tasks):
 * each row of `next` keeps the object `previous` held under its id when they are equal, as
 * TanStack Query's own sharing does by index. A move takes one row out of the list and puts it
 * back elsewhere; compared by index, every row between the two places would differ from the one
 * held there and be copied, so each of their cards would render anew and whatever is kept by
 * row (card objects, a board's labels) would be made again from all of them.
 *
 * Returns `previous` itself when nothing changed. Data that is not such a list is shared as
 * TanStack Query shares it.
 */
export function shareRowsById(previous: unknown, next: unknown): unknown {
  if (!isRowList(previous) || !isRowList(next)) return replaceEqualDeep(previous, next);
  let byId: Map<string, Row> | undefined;
  let unchanged = previous.length === next.length;
  const rows = next.map((row, index) => {
    let held = previous[index];
    if (held?.id !== row.id) {
      // Past the end of a list whose every row was found in its place (a page streamed in),
      // each row is new: no need to index the held ones.
      const appended = byId === undefined && index >= previous.length;
      byId ??= appended ? undefined : new Map(previous.map((entry) => [entry.id, entry]));
      held = byId?.get(row.id);
    }
    const kept = held === undefined ? row : (replaceEqualDeep(held, row) as Row);
    if (kept !== previous[index]) unchanged = false;
    return kept;
  });
  return unchanged ? previous : rows;
}
