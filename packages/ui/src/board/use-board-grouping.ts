import * as React from 'react';
import { type ColumnOrder, groupByStatus, type TaskStatus } from '../domain/schemas';
import type { BoardTask } from './board-task';
import { keepUnchangedColumns, sameOrderFields } from './column-order-reuse';

/** The tasks a board last grouped, and the columns it grouped them into. */
interface Grouping {
  tasks: ReadonlyArray<BoardTask>;
  statuses: ReadonlyArray<TaskStatus>;
  order: ColumnOrder;
  byId: Map<string, BoardTask>;
}

/**
 * The board's tasks grouped into its columns, in order, and by id. Columns whose ids did not
 * change keep their arrays (see keepUnchangedColumns): a live edit of one card then re-renders
 * that card alone, not every mounted card. An update that moved nothing (an edited title, a new
 * editor) keeps the order as it is.
 */
export function useBoardGrouping(
  tasks: ReadonlyArray<BoardTask>,
  statuses: ReadonlyArray<TaskStatus>,
): { order: ColumnOrder; byId: Map<string, BoardTask> } {
  const shown = React.useRef<Grouping | null>(null);
  return React.useMemo(() => {
    const last = shown.current;
    let next: Grouping;
    if (last && last.statuses === statuses && sameOrderFields(last.tasks, tasks)) {
      next = { ...last, tasks, byId: new Map(tasks.map((task) => [task.id, task])) };
    } else {
      const grouped = groupByStatus(tasks, statuses);
      const order = keepUnchangedColumns(last?.order ?? null, grouped.order);
      next = { tasks, statuses, order, byId: grouped.byId };
    }
    shown.current = next;
    return next;
  }, [tasks, statuses]);
}
