import { compareBoardOrder, TASK_PRIORITIES, type TaskPriority } from '../domain/schemas';
import type { BoardTask } from './board-task';
import { type BoardColumnSpec, columnStatus } from './column-spec';
import { PRIORITY_LABELS } from './labels';

/** The columns of a task list, in the order they are drawn. */
export const TASK_LIST_COLUMNS = [
  'number',
  'title',
  'state',
  'priority',
  'assignee',
  'labels',
  'due',
  'updated',
] as const;

/** One column of a task list. */
export type TaskListColumn = (typeof TASK_LIST_COLUMNS)[number];

/** Each column's header. */
export const COLUMN_NAMES: Record<TaskListColumn, string> = {
  number: 'Number',
  title: 'Title',
  state: 'State',
  priority: 'Priority',
  assignee: 'Assignee',
  labels: 'Labels',
  due: 'Due',
  updated: 'Updated',
};

/** The order of a task list: a column and its direction. */
export interface TaskListSort {
  column: TaskListColumn;
  descending: boolean;
}

/** What a task list can group its rows by. */
export const TASK_LIST_GROUPS = ['state', 'assignee', 'priority'] as const;

/** What a task list groups its rows by. */
export type TaskListGroup = (typeof TASK_LIST_GROUPS)[number];

/** A row of a task list: a group's heading or a task. */
export type TaskListRow =
  | { kind: 'group'; key: string; label: string; count: number; column?: BoardColumnSpec }
  | { kind: 'task'; task: BoardTask };

/** Urgent first: the order people triage in. */
const PRIORITY_ORDER: ReadonlyArray<TaskPriority> = [...TASK_PRIORITIES].reverse();

/** The key of the state a task is in: its workflow state, else its status. */
export function stateKeyOf(task: BoardTask): string {
  return task.state_id ?? task.status;
}

/** The column (workflow state) a task is in, if it is among `columns`. */
export function stateOf(
  task: BoardTask,
  columns: ReadonlyArray<BoardColumnSpec>,
): BoardColumnSpec | undefined {
  const key = stateKeyOf(task);
  return (
    columns.find((column) => column.id === key) ??
    columns.find((column) => !task.state_id && columnStatus(column) === task.status)
  );
}

type SortKey = string | number | null;

function sortKey(task: BoardTask, column: TaskListColumn, stateRank: Map<string, number>): SortKey {
  switch (column) {
    case 'number':
      return task.number;
    case 'title':
      return task.title.toLocaleLowerCase();
    case 'state':
      return stateRank.get(stateKeyOf(task)) ?? Number.MAX_SAFE_INTEGER;
    case 'priority':
      return PRIORITY_ORDER.indexOf(task.priority);
    case 'assignee':
      return task.assignee?.name.toLocaleLowerCase() ?? null;
    case 'labels':
      return task.labels.length ? [...task.labels].sort().join(',') : null;
    case 'due':
      return task.due_date;
    case 'updated':
      return task.updated_at ?? null;
  }
}

function compareKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * `tasks` in the order `sort` asks for, board order breaking ties (and without a sort). An
 * empty value (no due date, nobody assigned) sorts last either way, as it means "not set"
 * rather than "smallest".
 */
export function sortTasks(
  tasks: ReadonlyArray<BoardTask>,
  sort: TaskListSort | null,
  columns: ReadonlyArray<BoardColumnSpec>,
): BoardTask[] {
  const stateRank = new Map(columns.map((column, index) => [column.id, index]));
  const keyed = tasks.map((task) => ({
    task,
    key: sort ? sortKey(task, sort.column, stateRank) : null,
  }));
  const direction = sort?.descending ? -1 : 1;
  keyed.sort((a, b) => {
    if (sort && a.key !== b.key) {
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      const byKey = compareKeys(a.key, b.key);
      if (byKey !== 0) return byKey * direction;
    }
    return compareBoardOrder(a.task, b.task);
  });
  return keyed.map(({ task }) => task);
}

interface Group {
  key: string;
  label: string;
  column?: BoardColumnSpec;
}

function groupsOf(
  group: TaskListGroup,
  tasks: ReadonlyArray<BoardTask>,
  columns: ReadonlyArray<BoardColumnSpec>,
): Group[] {
  if (group === 'state') {
    return columns.map((column) => ({ key: column.id, label: column.name, column }));
  }
  if (group === 'priority') {
    return PRIORITY_ORDER.map((priority) => ({ key: priority, label: PRIORITY_LABELS[priority] }));
  }
  const people = new Map(
    tasks.flatMap((task) => (task.assignee ? [[task.assignee.id, task.assignee]] : [])),
  );
  return [...people.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((person) => ({ key: person.id, label: person.name }))
    .concat({ key: '', label: 'Unassigned' });
}

function groupKeyOf(
  task: BoardTask,
  group: TaskListGroup,
  columns: ReadonlyArray<BoardColumnSpec>,
): string {
  if (group === 'state') return stateOf(task, columns)?.id ?? stateKeyOf(task);
  if (group === 'priority') return task.priority;
  return task.assignee?.id ?? '';
}

/** The last call of {@link listRows}: its arguments and the rows it answered. */
let lastRows:
  | {
      tasks: ReadonlyArray<BoardTask>;
      columns: ReadonlyArray<BoardColumnSpec>;
      sort: TaskListSort | null;
      group: TaskListGroup | null;
      rows: TaskListRow[];
    }
  | undefined;

/**
 * The rows of a task list: the sorted tasks, under a heading per group when grouped (groups in
 * board, urgency or name order; empty groups left out). A call with the same arguments as the
 * last one answers the same rows without sorting again: an app that asks for the list's order
 * ({@link taskListOrder}) and the list it renders ask for the same rows on each change.
 */
export function listRows(
  tasks: ReadonlyArray<BoardTask>,
  columns: ReadonlyArray<BoardColumnSpec>,
  sort: TaskListSort | null,
  group: TaskListGroup | null,
): TaskListRow[] {
  const last = lastRows;
  if (
    last &&
    last.tasks === tasks &&
    last.columns === columns &&
    last.sort === sort &&
    last.group === group
  ) {
    return last.rows;
  }
  const rows = buildListRows(tasks, columns, sort, group);
  lastRows = { tasks, columns, sort, group, rows };
  return rows;
}

function buildListRows(
  tasks: ReadonlyArray<BoardTask>,
  columns: ReadonlyArray<BoardColumnSpec>,
  sort: TaskListSort | null,
  group: TaskListGroup | null,
): TaskListRow[] {
  const sorted = sortTasks(tasks, sort, columns);
  if (!group) return sorted.map((task) => ({ kind: 'task', task }));
  const members = new Map<string, BoardTask[]>();
  for (const task of sorted) {
    const key = groupKeyOf(task, group, columns);
    const held = members.get(key);
    if (held) held.push(task);
    else members.set(key, [task]);
  }
  return groupsOf(group, tasks, columns).flatMap(({ key, label, column }) => {
    const held = members.get(key) ?? [];
    if (held.length === 0) return [];
    const heading: TaskListRow = { kind: 'group', key, label, count: held.length, column };
    return [heading, ...held.map((task): TaskListRow => ({ kind: 'task', task }))];
  });
}

/** The ids of the tasks among `rows`, top to bottom (group headings left out). */
export function taskIdsOf(rows: ReadonlyArray<TaskListRow>): string[] {
  return rows.flatMap((row) => (row.kind === 'task' ? [row.task.id] : []));
}

/**
 * The ids of `tasks` in the order a list sorted by `sort` and grouped by `group` shows them:
 * the order a selection's Shift ranges and "Select all" follow.
 */
export function taskListOrder(
  tasks: ReadonlyArray<BoardTask>,
  columns: ReadonlyArray<BoardColumnSpec>,
  sort: TaskListSort | null,
  group: TaskListGroup | null,
): string[] {
  return taskIdsOf(listRows(tasks, columns, sort, group));
}

/** `sort` as the URL holds it: the column, `-` first when descending ("-due"). */
export function formatListSort(sort: TaskListSort | null): string | undefined {
  return sort ? `${sort.descending ? '-' : ''}${sort.column}` : undefined;
}

/** A URL's sort ("due", "-updated"); `null` for none or one it doesn't know. */
export function parseListSort(value: string | null | undefined): TaskListSort | null {
  if (!value) return null;
  const descending = value.startsWith('-');
  const column = descending ? value.slice(1) : value;
  return (TASK_LIST_COLUMNS as ReadonlyArray<string>).includes(column)
    ? { column: column as TaskListColumn, descending }
    : null;
}

/** The next sort when a column's header is clicked: ascending, descending, then none. */
export function nextSort(sort: TaskListSort | null, column: TaskListColumn): TaskListSort | null {
  if (sort?.column !== column) return { column, descending: false };
  return sort.descending ? null : { column, descending: true };
}
