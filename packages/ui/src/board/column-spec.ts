import {
  CATEGORY_STATUS,
  STATUS_CATEGORY,
  type StateCategory,
  type TaskStatus,
} from '../domain/schemas';
import { STATUS_LABELS } from './labels';

/**
 * One column of a board: a workflow state (or, on a board of statuses, a status) as the board
 * draws it. The API's `board_states` rows map onto it one to one.
 */
export interface BoardColumnSpec {
  /** The column's key: a workflow state's id, or a status on a board of statuses. */
  id: string;
  /** The name in the header ("In Progress", "QA"). */
  name: string;
  /** What the column means: its icon, and the status a task created in it gets. */
  category: StateCategory;
  /** The status a built-in state stands for; `null` or absent for an added state. */
  status?: TaskStatus | null;
  /** `#rrggbb`: a dot beside an added state's name (a built-in's icon has its colour). */
  color?: string | null;
  /** At most this many tasks should be in the column (a WIP limit); absent: no limit. */
  wipLimit?: number | null;
}

/** The status a task in `column` has: the built-in state's own, else its category's. */
export function columnStatus(column: BoardColumnSpec): TaskStatus {
  return column.status ?? CATEGORY_STATUS[column.category];
}

/** The columns of a board of statuses, one per status, named as the kit names statuses. */
export function statusColumns(statuses: ReadonlyArray<TaskStatus>): BoardColumnSpec[] {
  return statuses.map((status) => ({
    id: status,
    name: STATUS_LABELS[status],
    category: STATUS_CATEGORY[status],
    status,
  }));
}

/** What the header says of a column's load: "7 tasks", "7 tasks, limit 5, over the limit". */
export function columnLoadLabel(count: number, wipLimit?: number | null): string {
  const tasks = `${count.toLocaleString()} ${count === 1 ? 'task' : 'tasks'}`;
  if (!wipLimit) return tasks;
  const state = count > wipLimit ? ', over the limit' : count === wipLimit ? ', at the limit' : '';
  return `${tasks}, limit ${wipLimit.toLocaleString()}${state}`;
}
