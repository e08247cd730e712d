import type { BoardOrderFields, Task } from '@tandem/schemas';
import { mergeIntoBoard } from '../tasks/merge-into-board.js';

type BoardRow = BoardOrderFields & Pick<Task, 'id' | 'version'>;

/**
 * The result of refetching a board whose cache was written to while the refetch ran: `fetched`
 * (the server's list) with the cache's own changes since `before` laid over it. A row the cache
 * changed or added meanwhile (a live change, an optimistic move) stays unless the server's copy
 * is newer; a row the cache dropped meanwhile (deleted live) stays gone. Rows the cache did not
 * touch come from the server, so deletions the cache missed (while offline) take effect.
 */
export function keepLiveChanges<T extends BoardRow>(
  before: readonly T[],
  now: readonly T[],
  fetched: readonly T[],
): T[] {
  if (now === before) return fetched as T[];
  const beforeById = new Map(before.map((row) => [row.id, row]));
  const nowIds = new Set(now.map((row) => row.id));
  const touched = now.filter((row) => beforeById.get(row.id) !== row);
  const dropped = before.filter((row) => !nowIds.has(row.id));
  const droppedIds = new Set(dropped.map((row) => row.id));
  const kept = droppedIds.size ? fetched.filter((row) => !droppedIds.has(row.id)) : fetched;
  return mergeIntoBoard(kept, touched);
}
