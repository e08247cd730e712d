/**
 * `@tandem/ui/board-order`: the board's ordering rules as plain functions, without React: group
 * tasks into columns, find a card's neighbours, reorder columns, and say how a card moved (the
 * `BoardMove` a `Board` reports to `onMove`). For code that computes moves away from the board,
 * such as a server, a test or a "Move…" menu.
 */
export {
  type BoardMove,
  boardMoveOf,
  type ColumnOrder,
  groupByStatus,
  locate,
  moveTask,
  type Neighbours,
  neighboursOf,
  type Orderable,
} from './board-order';
