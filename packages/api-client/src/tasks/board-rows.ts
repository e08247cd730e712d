import { TASK_PRIORITIES, TASK_STATUSES } from '@tandem/schemas';
import { TandemError } from '../errors/tandem-error.js';
import { type InvalidRowReporter, reportInvalidRowToConsole } from '../internal/validate.js';
import type { BoardTaskRow } from './board-task.js';

type Check = (value: unknown) => boolean;

const text: Check = (value) => typeof value === 'string';
const textOrNull: Check = (value) => value === null || typeof value === 'string';
const count =
  (min: number): Check =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min;
const oneOf = (values: readonly string[]): Check => {
  const known = new Set(values);
  return (value) => typeof value === 'string' && known.has(value);
};

/**
 * What each column of a board's row must be. A record of every column, so a column added to
 * `BoardTaskRow` and not checked here fails to compile.
 */
const COLUMN_CHECKS: Record<keyof BoardTaskRow, Check> = {
  id: text,
  workspace_id: text,
  board_id: text,
  number: count(1),
  title: text,
  status: oneOf(TASK_STATUSES),
  state_id: text,
  priority: oneOf(TASK_PRIORITIES),
  assignee_id: textOrNull,
  due_date: textOrNull,
  labels: (value) => Array.isArray(value) && value.every(text),
  position: (value) => typeof value === 'string' && value.length > 0,
  version: count(0),
  created_by: textOrNull,
  created_at: text,
  updated_at: text,
  completed_at: textOrNull,
  checklist_done: count(0),
  checklist_total: count(0),
};
const COLUMNS = Object.entries(COLUMN_CHECKS);

/**
 * A board's rows as the server sent them, checked for shape: every column there, of its type,
 * statuses and priorities the client knows. Thousands of rows are read at once, so this checks
 * in place rather than building each row anew through `boardTaskSchema` (a Zod parse of 5,000
 * rows costs 20–50 ms of main thread); what the schema adds beyond shape (UUID and timestamp
 * formats, lengths) the database's own types and constraints already hold. A row that does not
 * match means the client and the database disagree about the schema: it is reported as
 * `unknown`, as a failed parse is, and left out, so one bad row never hides the board.
 */
export function checkBoardRows(
  rows: readonly unknown[],
  report: InvalidRowReporter = reportInvalidRowToConsole,
): BoardTaskRow[] {
  const valid: BoardTaskRow[] = [];
  for (const row of rows) {
    const problem = problemOf(row);
    if (problem) report(mismatch(problem), row);
    else valid.push(row as BoardTaskRow);
  }
  return valid;
}

function problemOf(row: unknown): string | undefined {
  if (typeof row !== 'object' || row === null) return 'a row is not an object';
  const record = row as Record<string, unknown>;
  for (const [column, check] of COLUMNS) {
    if (!check(record[column])) return `column ${column} has an unexpected value`;
  }
  return undefined;
}

function mismatch(detail: string): TandemError {
  return new TandemError('unknown', { cause: new Error(`A board's task row: ${detail}`) });
}
