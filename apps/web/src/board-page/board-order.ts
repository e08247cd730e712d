import type { BoardTask } from '@tandem/ui/board';

/**
 * The ids of the cards a board shows, in reading order: column by column (as `columnIds`
 * orders them), top to bottom. Cards of columns not shown are left out.
 */
export function boardOrder(
  cards: ReadonlyArray<Pick<BoardTask, 'id' | 'state_id' | 'position'>>,
  columnIds: ReadonlyArray<string>,
): string[] {
  const columnIndex = new Map(columnIds.map((id, index) => [id, index]));
  return cards
    .filter((card) => card.state_id !== undefined && columnIndex.has(card.state_id))
    .toSorted(
      (a, b) =>
        (columnIndex.get(a.state_id ?? '') ?? 0) - (columnIndex.get(b.state_id ?? '') ?? 0) ||
        (a.position < b.position ? -1 : a.position > b.position ? 1 : 0) ||
        (a.id < b.id ? -1 : 1),
    )
    .map((card) => card.id);
}
