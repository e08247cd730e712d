import type { BoardTaskRow } from '@tandem/api-client';
import { groupByStatus, type Neighbours, neighboursOf, type TaskStatus } from '@tandem/schemas';

/** Where a task sits: its column, the cards directly above and below it, and its rank. */
export interface Place extends Omit<Neighbours, 'column'> {
  status: TaskStatus;
  /** 1-based position in the column, and the column's length, for announcements. */
  index: number;
  count: number;
}

/** The place of `task` among `tasks`, in board order (the order the board shows). */
export function placeOf(tasks: ReadonlyArray<BoardTaskRow>, task: BoardTaskRow): Place {
  const { order } = groupByStatus(tasks, [task.status]);
  const column = order[task.status];
  const neighbours = neighboursOf(order, task.id);
  return {
    status: task.status,
    aboveId: neighbours?.aboveId ?? null,
    belowId: neighbours?.belowId ?? null,
    index: column.indexOf(task.id) + 1,
    count: column.length,
  };
}
