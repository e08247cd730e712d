import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { TaskStatus } from '../domain/schemas';
import { columnDropId } from './board-column';
import { type ColumnOrder, locate } from './board-order';

/** What the coordinate getter reads at the moment of each key press. */
export interface ColumnKeyboardSource {
  order: () => ColumnOrder;
  statuses: () => ReadonlyArray<TaskStatus>;
  /** Whether the board reads right to left (ArrowRight then goes to the previous column). */
  rtl: () => boolean;
}

/**
 * Keyboard moves of a picked-up card. Up and down are dnd-kit's sortable moves; left and right
 * go to the neighbouring column by its place in the board, at the same row (or the column's
 * end), empty columns included. dnd-kit's own rule picks droppables by geometry, and a card's
 * own column starts left of the card, so it would "move left" into the column it is in.
 */
export function columnKeyboardCoordinates(source: ColumnKeyboardSource): KeyboardCoordinateGetter {
  return (event, args) => {
    if (event.code !== 'ArrowLeft' && event.code !== 'ArrowRight') {
      return sortableKeyboardCoordinates(event, args);
    }
    event.preventDefault();
    const { active, collisionRect, droppableRects } = args.context;
    if (!active || !collisionRect) return undefined;
    const order = source.order();
    const statuses = source.statuses();
    const at = locate(order, String(active.id));
    if (!at) return undefined;
    const forward = (event.code === 'ArrowRight') !== source.rtl();
    const next = statuses[statuses.indexOf(at.status) + (forward ? 1 : -1)];
    if (!next) return undefined;
    const column = order[next];
    const rowId = column[Math.min(at.index, column.length - 1)];
    const target =
      (rowId ? droppableRects.get(rowId) : undefined) ?? droppableRects.get(columnDropId(next));
    if (!target) return undefined;
    return { x: target.left, y: target.top };
  };
}
