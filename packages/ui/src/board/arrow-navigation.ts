import { type ColumnOrder, locate } from '../domain/schemas';

/** The keys that move focus between cards when none is picked up. */
export const ARROW_KEYS: ReadonlySet<string> = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
]);

/**
 * The card an arrow key moves focus to from `taskId`: the one above or below, or the one at
 * the same row (or the last) of the next non-empty column in the key's direction, which
 * `rtl` reverses. `undefined` when there is none.
 */
export function arrowTarget(
  order: ColumnOrder<string>,
  columns: ReadonlyArray<string>,
  taskId: string,
  key: string,
  rtl: boolean,
): string | undefined {
  const at = locate(order, taskId);
  if (!at) return undefined;
  const column = order[at.column] ?? [];
  if (key === 'ArrowUp') return column[at.index - 1];
  if (key === 'ArrowDown') return column[at.index + 1];
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return undefined;
  const step = (key === 'ArrowRight') !== rtl ? 1 : -1;
  // Skip empty columns, keep the row as close as the next column allows.
  for (
    let index = columns.indexOf(at.column) + step;
    index >= 0 && index < columns.length;
    index += step
  ) {
    const candidate = order[columns[index] as string] ?? [];
    if (candidate.length > 0) return candidate[Math.min(at.index, candidate.length - 1)];
  }
  return undefined;
}
