import { type ColumnOrder, locate, type TaskStatus } from '../domain/schemas';

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
  order: ColumnOrder,
  statuses: ReadonlyArray<TaskStatus>,
  taskId: string,
  key: string,
  rtl: boolean,
): string | undefined {
  const at = locate(order, taskId);
  if (!at) return undefined;
  const column = order[at.status];
  if (key === 'ArrowUp') return column[at.index - 1];
  if (key === 'ArrowDown') return column[at.index + 1];
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return undefined;
  const step = (key === 'ArrowRight') !== rtl ? 1 : -1;
  // Skip empty columns, keep the row as close as the next column allows.
  for (
    let index = statuses.indexOf(at.status) + step;
    index >= 0 && index < statuses.length;
    index += step
  ) {
    const candidate = order[statuses[index] as TaskStatus];
    if (candidate.length > 0) return candidate[Math.min(at.index, candidate.length - 1)];
  }
  return undefined;
}
