import * as React from 'react';
import type { BoardTask } from './board-task';
import type { BoardColumnSpec } from './column-spec';
import {
  listRows,
  type TaskListGroup,
  type TaskListRow,
  type TaskListSort,
  taskIdsOf,
} from './task-list-model';

/** The list's rows (group headings and tasks), sorted and grouped, and its tasks' ids in order. */
export function useListRows(
  tasks: ReadonlyArray<BoardTask>,
  columns: ReadonlyArray<BoardColumnSpec>,
  sort: TaskListSort | null,
  group: TaskListGroup | null,
): { rows: TaskListRow[]; taskIds: string[] } {
  const rows = React.useMemo(
    () => listRows(tasks, columns, sort, group),
    [tasks, columns, sort, group],
  );
  const taskIds = React.useMemo(() => taskIdsOf(rows), [rows]);
  return { rows, taskIds };
}
