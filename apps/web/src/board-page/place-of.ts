import type { BoardTaskRow } from '@tandem/api-client';

/** Where a task sits: its column and the cards directly above and below it. */
export interface Place {
  status: BoardTaskRow['status'];
  aboveId: string | null;
  belowId: string | null;
  /** 1-based position in the column, and the column's length, for announcements. */
  index: number;
  count: number;
}

/** The place of `task` among `tasks` (its column ordered by position, as the board shows it). */
export function placeOf(tasks: ReadonlyArray<BoardTaskRow>, task: BoardTaskRow): Place {
  const column = tasks
    .filter((other) => other.status === task.status)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  const at = column.findIndex((other) => other.id === task.id);
  return {
    status: task.status,
    aboveId: column[at - 1]?.id ?? null,
    belowId: column[at + 1]?.id ?? null,
    index: at + 1,
    count: column.length,
  };
}
