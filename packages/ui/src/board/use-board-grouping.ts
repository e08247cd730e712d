import * as React from 'react';
import { type ColumnOrder, groupByColumn } from '../domain/schemas';
import type { BoardTask } from './board-task';
import { keepUnchangedColumns, sameOrderFields } from './column-order-reuse';

/** The tasks a board last grouped, and the columns it grouped them into. */
interface Grouping {
  tasks: ReadonlyArray<BoardTask>;
  columns: ReadonlyArray<string>;
  byState: boolean;
  order: ColumnOrder<string>;
  byId: Map<string, BoardTask>;
}

/** A task's column: its workflow state on a board of states, else its status. */
function keyOf(byState: boolean): (task: BoardTask) => string {
  return byState ? (task) => task.state_id ?? '' : (task) => task.status;
}

/**
 * The board's tasks grouped into its columns (by `state_id` when `byState`, else by status),
 * in order, and by id. Columns whose ids did not change keep their arrays (see
 * keepUnchangedColumns): a live edit of one card then re-renders that card alone, not every
 * mounted card. An update that moved nothing (an edited title, a new editor) keeps the order.
 */
export function useBoardGrouping(
  tasks: ReadonlyArray<BoardTask>,
  columns: ReadonlyArray<string>,
  byState: boolean,
): { order: ColumnOrder<string>; byId: Map<string, BoardTask> } {
  const shown = React.useRef<Grouping | null>(null);
  return React.useMemo(() => {
    const last = shown.current;
    let next: Grouping;
    if (
      last &&
      last.columns === columns &&
      last.byState === byState &&
      sameOrderFields(last.tasks, tasks)
    ) {
      next = { ...last, tasks, byId: new Map(tasks.map((task) => [task.id, task])) };
    } else {
      const grouped = groupByColumn(tasks, columns, keyOf(byState));
      const order = keepUnchangedColumns(last?.order ?? null, grouped.order);
      next = { tasks, columns, byState, order, byId: grouped.byId };
    }
    shown.current = next;
    return next;
  }, [tasks, columns, byState]);
}
