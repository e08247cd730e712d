import { BOARD_FORMAT, type BoardImport, boardImportSchema } from './board-format.js';
import { CSV_HEADERS } from './csv.js';
import { foldLabelCase } from './label-case.js';
import { type ImportPlan, peopleOf } from './plan.js';

/**
 * A board as `export_board` writes it: the {@link BoardImport} format with its name, version
 * and time, each task's number and each comment's author and time.
 */
export interface BoardExport extends BoardImport {
  format: typeof BOARD_FORMAT;
  version: 1;
  exported_at: string;
  tasks: (BoardImport['tasks'][number] & { number: number })[];
}

/** A Tandem board export (JSON) as a board to import; throws a ZodError when it is not one. */
export function tandemToPlan(json: unknown): ImportPlan {
  const board = foldLabelCase(boardImportSchema.parse(json));
  return { source: 'tandem', board, ...peopleOf(board), notes: [] };
}

/** What a file looks like: a Tandem export, a Trello export, a CSV file, or none of these. */
export type DetectedFormat =
  | { format: 'tandem' | 'trello'; json: unknown }
  | { format: 'csv' }
  | { format: 'unknown' };

/** Tells a Tandem export, a Trello export and a CSV file apart by their content and name. */
export function detectImportFormat(fileName: string, text: string): DetectedFormat {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{')) {
    try {
      const json = JSON.parse(trimmed) as Record<string, unknown>;
      if (json.format === BOARD_FORMAT) return { format: 'tandem', json };
      if (Array.isArray(json.lists) && Array.isArray(json.cards)) return { format: 'trello', json };
    } catch {
      return { format: 'unknown' };
    }
    return { format: 'unknown' };
  }
  if (/\.(csv|tsv|txt)$/i.test(fileName) || /[,;\t]/.test(trimmed.split('\n', 1)[0] ?? '')) {
    return { format: 'csv' };
  }
  return { format: 'unknown' };
}

/**
 * An exported board as CSV rows, one a task, under {@link CSV_HEADERS} (plus "Number"): the
 * assignee's email, labels joined by commas, the checklist one item a line with "[x] " before
 * the done ones. Reading the file back through the guessed mapping gives the same tasks.
 */
export function boardToCsvRows(board: BoardExport): Record<string, string>[] {
  return board.tasks.map((task) => ({
    Number: String(task.number),
    [CSV_HEADERS.title]: task.title,
    [CSV_HEADERS.description]: task.description ?? '',
    [CSV_HEADERS.state]: board.states[task.state]?.name ?? '',
    [CSV_HEADERS.priority]: task.priority ?? 'none',
    [CSV_HEADERS.assignee]: task.assignee_email ?? '',
    [CSV_HEADERS.labels]: (task.labels ?? []).join(', '),
    [CSV_HEADERS.due_date]: task.due_date ?? '',
    [CSV_HEADERS.checklist]: (task.checklist ?? [])
      .map((item) => `${item.done ? '[x]' : '[ ]'} ${item.title}`)
      .join('\n'),
  }));
}
