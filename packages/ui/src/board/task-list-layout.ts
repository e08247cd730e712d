import { TASK_LIST_COLUMNS, type TaskListColumn } from './task-list-model';

/** The column of row checkboxes a list draws first while rows can be selected (bulk edit). */
export const SELECT_COLUMN = 'select';

/** A column a list draws: a task's field, or the checkbox column. */
export type TaskListLayoutColumn = TaskListColumn | typeof SELECT_COLUMN;

/** The checkbox column's width in rem. */
const SELECT_REM = 2.25;

/** Each column's width in rem; the title takes this at least, and what is left. */
const WIDE_REM: Record<TaskListColumn, number> = {
  number: 4,
  title: 12,
  state: 8.5,
  priority: 7,
  assignee: 9,
  labels: 9.5,
  // Wide enough for a date of another year ("Jan 23, 2030") whole.
  due: 7.5,
  updated: 5.5,
};

/**
 * On a phone a row stacks: the title on its own line, the number, the state, priority and
 * assignee as icons, and the due date under it. The cells keep their order (and the arrow
 * keys theirs); only where they are drawn changes.
 */
const COMPACT = {
  template: '3rem 1.75rem 1.75rem 1.75rem minmax(0, 1fr)',
  areas: '"title title title title title" "number state priority assignee due"',
};

/** The stacked row with its checkbox on the left, across both lines. */
const COMPACT_SELECTABLE = {
  template: '2rem 3rem 1.75rem 1.75rem 1.75rem minmax(0, 1fr)',
  areas: '"select title title title title title" "select number state priority assignee due"',
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
export const COMPACT_ROW_HEIGHT = 60;

/** The layout of a list: its columns, their CSS grid tracks and (on a phone) areas. */
export interface TaskListLayout {
  compact: boolean;
  /** The columns drawn, the checkbox column first when rows can be selected. */
  columns: ReadonlyArray<TaskListLayoutColumn>;
  /** `grid-template-columns` of the header and every row. */
  template: string;
  /** `grid-template-areas` of a stacked (phone) row. */
  areas: string | undefined;
  /** The grid's least width, past which the list scrolls sideways. */
  minWidth: string | undefined;
}

/** What a list as wide as `width` draws; `selectable` adds the checkbox column first. */
export function layoutFor(width: number, selectable = false): TaskListLayout {
  const compact = width > 0 && width < COMPACT_WIDTH;
  const tier = TIERS.find((candidate) => width >= candidate.minWidth) ?? TIERS[0];
  const fields = width === 0 ? TASK_LIST_COLUMNS : (tier?.columns ?? TASK_LIST_COLUMNS);
  const columns: ReadonlyArray<TaskListLayoutColumn> = selectable
    ? [SELECT_COLUMN, ...fields]
    : fields;
  if (compact) {
    return {
      compact,
      columns,
      ...(selectable ? COMPACT_SELECTABLE : COMPACT),
      minWidth: undefined,
    };
  }
  const rem = (column: TaskListLayoutColumn) =>
    column === SELECT_COLUMN ? SELECT_REM : WIDE_REM[column];
  const track = (column: TaskListLayoutColumn) =>
    column === 'title' ? `minmax(${rem(column)}rem, 1fr)` : `${rem(column)}rem`;
  const minWidth = `${columns.reduce((sum, column) => sum + rem(column), 1)}rem`;
  return { compact, columns, template: columns.map(track).join(' '), areas: undefined, minWidth };
}
