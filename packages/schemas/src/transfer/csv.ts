import { TASK_PRIORITIES, type TaskPriority } from '../enums.js';
import {
  CHECKLIST_ITEM_TITLE_MAX_LENGTH,
  CHECKLIST_ITEMS_PER_TASK_MAX,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_LABEL_MAX_LENGTH,
  TASK_LABELS_MAX,
  TASK_TITLE_MAX_LENGTH,
} from '../limits.js';
import type { ImportTask } from './board-format.js';
import { CATEGORY_COLORS, guessCategory } from './categories.js';
import { foldLabelCase } from './label-case.js';
import { IMPORT_STATES_MAX } from './limits.js';
import { type ImportPerson, type ImportPlan, NoteCounter } from './plan.js';
import { fitText, uniqueNames } from './text.js';

/** The task fields a CSV column can fill. */
export const CSV_FIELDS = [
  'title',
  'description',
  'state',
  'priority',
  'assignee',
  'labels',
  'due_date',
  'checklist',
] as const;

/** A task field a CSV column can fill: one of {@link CSV_FIELDS}. */
export type CsvField = (typeof CSV_FIELDS)[number];

/** Which column fills each field; `title` is required, a field without a column stays empty. */
export type CsvMapping = { title: string } & Partial<Record<Exclude<CsvField, 'title'>, string>>;

/** The headers Tandem's own CSV export writes, by field; the mapping step starts from them. */
export const CSV_HEADERS: Readonly<Record<CsvField, string>> = {
  title: 'Title',
  description: 'Description',
  state: 'State',
  priority: 'Priority',
  assignee: 'Assignee',
  labels: 'Labels',
  due_date: 'Due date',
  checklist: 'Checklist',
};

const HEADER_WORDS: Record<CsvField, RegExp> = {
  title: /^(title|name|summary|task|card)/i,
  description: /^(description|desc|details|notes?|body)/i,
  state: /^(state|status|list|column|stage)/i,
  priority: /^priority/i,
  assignee: /^(assignee|owner|assigned|member|email)/i,
  labels: /^(labels?|tags?)/i,
  due_date: /^(due|deadline|date)/i,
  checklist: /^(checklist|subtasks?|todo)/i,
};

/** The column each field most likely comes from, by the headers' names; `null` without a title. */
export function guessCsvMapping(headers: string[]): CsvMapping | null {
  const mapping: Partial<Record<CsvField, string>> = {};
  for (const field of CSV_FIELDS) {
    const header = headers.find(
      (h) => HEADER_WORDS[field].test(h.trim()) && !Object.values(mapping).includes(h),
    );
    if (header !== undefined) mapping[field] = header;
  }
  const title = mapping.title ?? headers[0];
  return title === undefined ? null : { ...mapping, title };
}

function dateOf(value: string, notes: NoteCounter): string | null {
  const text = value.trim();
  if (!text) return null;
  const iso = /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;
  const parsed =
    iso ??
    (Number.isNaN(Date.parse(text)) ? null : new Date(Date.parse(text)).toISOString().slice(0, 10));
  notes.add('unreadable-dates', parsed === null);
  return parsed;
}

function priorityOf(value: string): TaskPriority {
  const text = value.trim().toLowerCase();
  return TASK_PRIORITIES.find((p) => p === text) ?? 'none';
}

// A checklist cell holds one item a line, "[x] " before the done ones.
function checklistOf(value: string, notes: NoteCounter) {
  const items = value
    .split(/\r?\n/)
    .map((line) => /^\s*(?:\[( |x|X)\]\s*)?(.*)$/.exec(line))
    .map((m) => ({
      title: fitText(m?.[2], CHECKLIST_ITEM_TITLE_MAX_LENGTH).text ?? '',
      done: m?.[1]?.toLowerCase() === 'x',
    }))
    .filter((item) => item.title !== '');
  notes.add('extra-checklist-items', items.length > CHECKLIST_ITEMS_PER_TASK_MAX);
  return items.slice(0, CHECKLIST_ITEMS_PER_TASK_MAX);
}

const DEFAULT_COLUMN = 'To do';

/** The text of `row`'s cell for `field` through `mapping`; empty when the field has no column. */
function cellOf(row: Record<string, string>, mapping: CsvMapping, field: CsvField): string {
  const column = mapping[field];
  return column === undefined ? '' : (row[column] ?? '');
}

/** The column a row goes to: its state cell, at most 40 characters, or "To do" when empty. */
function columnOf(row: Record<string, string>, mapping: CsvMapping): string {
  return fitText(cellOf(row, mapping, 'state'), 40).text ?? DEFAULT_COLUMN;
}

/**
 * The columns `rows` read through `mapping` make, in order of first appearance: each distinct
 * value of the state column (ignoring case) of a row with a title, "To do" for an empty one.
 * The mapping step lets the importer reorder them; {@link csvToPlan} takes that order.
 */
export function csvColumns(rows: Record<string, string>[], mapping: CsvMapping): string[] {
  const columns = new Map<string, string>();
  for (const row of rows) {
    if (fitText(cellOf(row, mapping, 'title'), TASK_TITLE_MAX_LENGTH).text === null) continue;
    const name = columnOf(row, mapping);
    if (!columns.has(name.toLowerCase())) columns.set(name.toLowerCase(), name);
  }
  return columns.size > 0 ? [...columns.values()] : [DEFAULT_COLUMN];
}

/** `columns` in `order` (names compared ignoring case), the ones `order` leaves out after. */
function orderColumns(columns: string[], order: readonly string[]): string[] {
  const rank = new Map(order.map((name, n) => [name.toLowerCase(), n]));
  const place = (name: string) => rank.get(name.toLowerCase()) ?? order.length;
  return columns
    .map((name, n) => ({ name, n }))
    .sort((a, b) => place(a.name) - place(b.name) || a.n - b.n)
    .map((column) => column.name);
}

/** How {@link csvToPlan} names and orders the board. */
export interface CsvBoardOptions {
  /** The board's name; at most 60 characters are kept. */
  name: string;
  /**
   * The columns' order, by name (see {@link csvColumns}); columns it leaves out follow in order
   * of first appearance. Default: order of first appearance.
   */
  columnOrder?: readonly string[];
}

/**
 * Rows of a CSV file (header → cell) as a board, read through `mapping`: the state column's
 * values become columns in `columnOrder` (at most 15; the rows of later ones join the last),
 * labels split on commas or semicolons, the checklist one item a line. Each distinct assignee
 * cell (ignoring case) is a person of the plan, a name or an email, whom the importer matches
 * to a member; a cell that is an email is also the task's `assignee_email`. Rows without a
 * title are left out.
 *
 * @param board - the board's name and column order, or just its name
 */
export function csvToPlan(
  rows: Record<string, string>[],
  mapping: CsvMapping,
  board: CsvBoardOptions | string,
): ImportPlan {
  const { name, columnOrder = [] } = typeof board === 'string' ? { name: board } : board;
  const notes = new NoteCounter();
  const cell = (row: Record<string, string>, field: CsvField) => cellOf(row, mapping, field);
  const columns = orderColumns(csvColumns(rows, mapping), columnOrder);
  const stateNames = columns.slice(0, IMPORT_STATES_MAX);
  notes.add('extra-lists', true, columns.length - stateNames.length);
  const people = new Map<string, ImportPerson>();
  const assignees: (string | null)[] = [];
  const tasks: ImportTask[] = [];
  for (const row of rows) {
    const title = fitText(cell(row, 'title'), TASK_TITLE_MAX_LENGTH);
    notes.add('empty-rows', title.text === null);
    if (title.text === null) continue;
    notes.add('cut-titles', title.cut);
    const description = fitText(cell(row, 'description'), TASK_DESCRIPTION_MAX_LENGTH);
    notes.add('cut-descriptions', description.cut);
    const column = columnOf(row, mapping).toLowerCase();
    const state = stateNames.findIndex((s) => s.toLowerCase() === column);
    const labels = [
      ...new Set(
        cell(row, 'labels')
          .split(/[,;]/)
          .map((l) => fitText(l, TASK_LABEL_MAX_LENGTH).text)
          .filter((l) => l !== null),
      ),
    ];
    notes.add('extra-labels', labels.length > TASK_LABELS_MAX);
    const assignee = fitText(cell(row, 'assignee'), 254).text;
    const email = assignee?.includes('@') ? assignee : null;
    if (assignee) {
      const key = assignee.toLowerCase();
      const person = people.get(key) ?? { key, name: assignee, username: null, email, tasks: 0 };
      person.tasks += 1;
      people.set(key, person);
    }
    assignees.push(assignee?.toLowerCase() ?? null);
    tasks.push({
      title: title.text,
      description: description.text,
      state: state < 0 ? stateNames.length - 1 : state,
      priority: priorityOf(cell(row, 'priority')),
      due_date: dateOf(cell(row, 'due_date'), notes),
      labels: labels.slice(0, TASK_LABELS_MAX),
      assignee_email: email,
      checklist: checklistOf(cell(row, 'checklist'), notes),
    });
  }
  const states = uniqueNames(stateNames, 40).map((state) => {
    const category = guessCategory(state);
    return { name: state, category, color: CATEGORY_COLORS[category] };
  });
  const labels = [...new Set(tasks.flatMap((t) => t.labels ?? []))].map((label) => ({
    name: label,
    color: 'gray' as const,
  }));
  const imported = {
    board: { name: fitText(name, 60).text ?? 'Imported board', description: null },
    states,
    labels,
    tasks,
  };
  return {
    source: 'csv',
    board: foldLabelCase(imported),
    people: [...people.values()],
    assignees,
    notes: notes.list(),
  };
}
