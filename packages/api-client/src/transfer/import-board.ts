import {
  type BoardImport,
  foldLabelCase,
  IMPORT_PART_MAX_BYTES,
  IMPORT_PART_ROWS_MAX,
  IMPORT_PART_SIZE,
  IMPORT_TASKS_MAX,
} from '@tandem/schemas';
import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { validateId } from '../internal/validate-id.js';
import { listLabels } from '../labels/read-labels.js';

/** How far an import has come. */
export interface ImportProgress {
  /**
   * `create` while the board is built, hidden, part after part of its tasks; `reveal` while
   * it is shown to the workspace in one step.
   */
  phase: 'create' | 'reveal';
  /** Tasks created so far. */
  done: number;
  /** Tasks in the import. */
  total: number;
}

/** Options of `transfer.importBoard`. */
export interface ImportBoardInput {
  workspaceId: string;
  board: BoardImport;
  /** Called as the import advances (see {@link ImportProgress}). Default: none. */
  onProgress?: (progress: ImportProgress) => void;
}

/** What an import created, as `import_board` and `finish_import` report it. */
export interface ImportReport {
  board_id: string;
  states: number;
  tasks: number;
  /** Tasks whose assignee's email is a member's. */
  assigned: number;
  /** Tasks whose assignee is no member of the workspace: imported unassigned. */
  unassigned: number;
  checklist_items: number;
  comments: number;
  /** Labels the workspace's set did not have yet. */
  labels_created: number;
}

/**
 * Imports a board (admins and the owner) all or nothing. A board of one part (at most
 * `IMPORT_PART_SIZE` tasks, `IMPORT_PART_ROWS_MAX` rows and `IMPORT_PART_MAX_BYTES` bytes of
 * JSON) is one call (`import_board`). A larger one is built hidden from
 * everyone in several transactions, so none runs past the statement timeout: `begin_import`
 * creates the board, `import_part` adds each part of its tasks with their checklists and
 * comments, and `finish_import` reveals it in one step. When a step fails the hidden board is
 * deleted (`cancel_import`; the database also deletes imports left unfinished for an hour),
 * so nobody ever sees part of an import.
 *
 * @throws TandemError `import/too-many-tasks` past `IMPORT_TASKS_MAX`; `data/forbidden` below
 * the admin role (checked again at every step); `import/busy` when the person or the workspace
 * has as many unfinished imports as it may; `import/too-large` when one task alone is over
 * `IMPORT_PART_MAX_BYTES`; `data/invalid` when a value breaks a limit of the database.
 */
export async function importBoard(
  context: ClientContext,
  input: ImportBoardInput,
): Promise<ImportReport> {
  const workspaceId = validateId(input?.workspaceId, 'workspaceId');
  const total = input.board.tasks.length;
  if (total > IMPORT_TASKS_MAX) throw new TandemError('import/too-many-tasks');
  const report = (phase: ImportProgress['phase'], done: number) =>
    input.onProgress?.({ phase, done, total });
  // "copy" joins the workspace's "Copy" rather than becoming a second label beside it.
  const known = (await listLabels(context, workspaceId)).map((label) => label.name);
  const board = foldLabelCase(input.board, known);
  const parts = importParts(board.tasks);
  if (parts.length <= 1 && jsonBytes(board) <= IMPORT_PART_MAX_BYTES) {
    report('create', 0);
    const result = await unwrap(
      context.supabase.rpc('import_board', {
        workspace_id: workspaceId,
        payload: board as never,
      }),
    );
    report('reveal', total);
    return result as unknown as ImportReport;
  }
  return importInParts(context, workspaceId, board, parts, report);
}

/** The steps of a large import; the hidden board is deleted when one fails. */
async function importInParts(
  context: ClientContext,
  workspaceId: string,
  board: BoardImport,
  parts: BoardImport['tasks'][],
  report: (phase: ImportProgress['phase'], done: number) => void,
): Promise<ImportReport> {
  const { supabase } = context;
  const { tasks, ...rest } = board;
  const importId = crypto.randomUUID();
  report('create', 0);
  await unwrap(
    supabase.rpc('begin_import', {
      import_id: importId,
      workspace_id: workspaceId,
      payload: { ...rest, tasks: [] } as never,
    }),
  );
  try {
    let done = 0;
    for (const [number, part] of parts.entries()) {
      await unwrap(
        supabase.rpc('import_part', { import_id: importId, part: number, tasks: part as never }),
      );
      done += part.length;
      report(done < tasks.length ? 'create' : 'reveal', done);
    }
    const result = await unwrap(supabase.rpc('finish_import', { import_id: importId }));
    return result as unknown as ImportReport;
  } catch (error) {
    // The failure is what the caller needs; a failed clean-up is left to the database's.
    await supabase.rpc('cancel_import', { import_id: importId }).then(
      () => undefined,
      () => undefined,
    );
    throw error;
  }
}

/** Rows a task creates: itself, its checklist items and its comments. */
function rowsOf(task: BoardImport['tasks'][number]): number {
  return 1 + (task.checklist?.length ?? 0) + (task.comments?.length ?? 0);
}

const utf8 = new TextEncoder();

/** Bytes of `value` as JSON on the wire, which is what the database measures. */
function jsonBytes(value: unknown): number {
  return utf8.encode(JSON.stringify(value)).byteLength;
}

/**
 * `tasks` in parts of at most `IMPORT_PART_SIZE` tasks, `IMPORT_PART_ROWS_MAX` rows and
 * `IMPORT_PART_MAX_BYTES` bytes of JSON, in order: the database bounds what one part (one
 * transaction) creates, and refuses a larger document before reading it.
 *
 * @throws TandemError `import/too-large` when one task alone is over `IMPORT_PART_MAX_BYTES`.
 */
export function importParts(tasks: BoardImport['tasks']): BoardImport['tasks'][] {
  const parts: BoardImport['tasks'][] = [];
  let part: BoardImport['tasks'] = [];
  let rows = 0;
  // The brackets of the part's array; each task adds its bytes and a comma.
  let bytes = 2;
  for (const task of tasks) {
    const taskRows = rowsOf(task);
    const taskBytes = jsonBytes(task) + 1;
    if (taskBytes + 2 > IMPORT_PART_MAX_BYTES) throw new TandemError('import/too-large');
    if (
      part.length === IMPORT_PART_SIZE ||
      (part.length > 0 && rows + taskRows > IMPORT_PART_ROWS_MAX) ||
      (part.length > 0 && bytes + taskBytes > IMPORT_PART_MAX_BYTES)
    ) {
      parts.push(part);
      part = [];
      rows = 0;
      bytes = 2;
    }
    part.push(task);
    rows += taskRows;
    bytes += taskBytes;
  }
  if (part.length > 0) parts.push(part);
  return parts;
}
