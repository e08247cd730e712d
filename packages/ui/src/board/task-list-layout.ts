import { TASK_LIST_COLUMNS, type TaskListColumn } from './task-list-model';

/** Each column's width in rem; the title takes this at least, and what is left. */
const WIDE_REM: Record<TaskListColumn, number> = {
  number: 4,
  title: 12,
  state: 8.5,
  priority: 7,
  assignee: 9,
  labels: 9.5,
  due: 6,
  updated: 5.5,
};

/** On a phone the state, priority and assignee shrink to their icons. */
const COMPACT_REM: Partial<Record<TaskListColumn, number>> = {
  number: 3.25,
  title: 0,
  state: 2,
  priority: 2,
  assignee: 2,
  due: 4.5,
};

/** The columns each width draws, narrowest first: labels and "Updated" go first. */
const TIERS: ReadonlyArray<{ minWidth: number; columns: ReadonlyArray<TaskListColumn> }> = [
  { minWidth: 1000, columns: TASK_LIST_COLUMNS },
  { minWidth: 640, columns: ['number', 'title', 'state', 'priority', 'assignee', 'due'] },
  { minWidth: 0, columns: ['number', 'title', 'state', 'priority', 'assignee', 'due'] },
];

/** Narrower lists than this (a phone) draw the compact layout. */
export const COMPACT_WIDTH = 640;

/** Height of a task row and of a group's heading, by layout. */
export const ROW_HEIGHT = 36;
export const COMPACT_ROW_HEIGHT = 44;

/** What a list as wide as `width` draws: its columns and their CSS grid tracks. */
export function layoutFor(width: number) {
  const compact = width > 0 && width < COMPACT_WIDTH;
  const tier = TIERS.find((candidate) => width >= candidate.minWidth) ?? TIERS[0];
  const columns = width === 0 ? TASK_LIST_COLUMNS : (tier?.columns ?? TASK_LIST_COLUMNS);
  const rem = (column: TaskListColumn) =>
    (compact ? COMPACT_REM[column] : undefined) ?? WIDE_REM[column];
  const template = columns
    .map((column) => (column === 'title' ? `minmax(${rem(column)}rem, 1fr)` : `${rem(column)}rem`))
    .join(' ');
  const minWidth = `${columns.reduce((sum, column) => sum + rem(column), 1)}rem`;
  return { compact, columns, template, minWidth };
}
