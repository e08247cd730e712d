import type { BoardTask } from '@tandem/ui/board';
import { sameRowsBy, sameStrings } from '../cards/same-rows';

/** What a card's place in the board's order depends on. */
type Placed = Pick<BoardTask, 'id' | 'state_id' | 'position'>;

/**
 * The ids of the cards a board shows, in reading order: column by column (as `columnIds`
 * orders them), top to bottom. Cards of columns not shown are left out.
 */
export function boardOrder(
  cards: ReadonlyArray<Placed>,
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

/** A board order with what it was made from, kept to be reused. */
export interface KeptOrder {
  cards: ReadonlyArray<Placed>;
  columnIds: ReadonlyArray<string>;
  /** The order: {@link boardOrder} of the two. */
  ids: string[];
}

const samePlace = (a: Placed, b: Placed) =>
  a.id === b.id && a.state_id === b.state_id && a.position === b.position;

/**
 * {@link boardOrder}, reusing `kept`'s order while the columns and every card's place (its
 * column and position) are as they were: a teammate's rename or a ticked checklist item leaves
 * the order as it is, with no sort of the whole board, and as the same array.
 */
export function keepBoardOrder(
  kept: KeptOrder | undefined,
  cards: ReadonlyArray<Placed>,
  columnIds: ReadonlyArray<string>,
): KeptOrder {
  if (kept && sameStrings(kept.columnIds, columnIds) && sameRowsBy(kept.cards, cards, samePlace)) {
    return { cards, columnIds, ids: kept.ids };
  }
  return { cards, columnIds, ids: boardOrder(cards, columnIds) };
}
