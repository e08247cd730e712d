import * as React from 'react';
import { type ColumnOrder, groupByColumn } from '../domain/schemas';
import type { BoardTask } from './board-task';
import {
  type ColumnVersions,
  keepUnchangedColumns,
  nextVersions,
  sameOrderFields,
} from './column-order-reuse';

/** The tasks a board last grouped, and the columns it grouped them into. */
interface Grouping {
  tasks: ReadonlyArray<BoardTask>;
  columns: ReadonlyArray<string>;
  byState: boolean;
  order: ColumnOrder<string>;
  byId: Map<string, BoardTask>;
  versions: ColumnVersions;
}

/** A task's column: its workflow state on a board of states, else its status. */
function keyOf(byState: boolean): (task: BoardTask) => string {
  return byState ? (task) => task.state_id ?? '' : (task) => task.status;
}

/**
 * The board's tasks grouped into its columns (by `state_id` when `byState`, else by status),
 * in order, and by id, with each column's version (see {@link ColumnVersions}). Columns whose
 * ids did not change keep their arrays (see keepUnchangedColumns), and a column re-renders only
 * when its version or its ids change: a live edit of one card then re-renders that card's column
 * and that card alone, a move the two columns it touches. An update that moved nothing (an
 * edited title, a new editor) keeps the order.
 */
export function useBoardGrouping(
  tasks: ReadonlyArray<BoardTask>,
  columns: ReadonlyArray<string>,
  byState: boolean,
): { order: ColumnOrder<string>; byId: Map<string, BoardTask>; versions: ColumnVersions } {
  const shown = React.useRef<Grouping | null>(null);
  return React.useMemo(() => {
    const last = shown.current;
    const columnOf = keyOf(byState);
    const sameColumns = last !== null && last.columns === columns && last.byState === byState;
    let next: Grouping;
    if (sameColumns && sameOrderFields(last.tasks, tasks)) {
      const versions = nextVersions(last.versions, last.byId, tasks, columnOf);
      next = { ...last, tasks, versions, byId: new Map(tasks.map((task) => [task.id, task])) };
    } else {
      const grouped = groupByColumn(tasks, columns, columnOf);
      const order = keepUnchangedColumns(last?.order ?? null, grouped.order);
      // New columns, or another way to group: every column starts a new version.
      const versions = sameColumns
        ? nextVersions(last.versions, last.byId, tasks, columnOf)
        : Object.fromEntries(columns.map((column) => [column, (last?.versions[column] ?? 0) + 1]));
      next = { tasks, columns, byState, order, byId: grouped.byId, versions };
    }
    shown.current = next;
    return next;
  }, [tasks, columns, byState]);
}
