import { type BoardImport, IMPORT_PART_SIZE, IMPORT_TASKS_MAX } from '@tandem/schemas';
import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { validateId } from '../internal/validate-id.js';

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
 * Imports a board (admins and the owner) all or nothing. A board of at most
 * `IMPORT_PART_SIZE` tasks is one call (`import_board`). A larger one is built hidden from
 * everyone in several transactions, so none runs past the statement timeout: `begin_import`
 * creates the board, `import_part` adds each part of its tasks with their checklists and
 * comments, and `finish_import` reveals it in one step. When a step fails the hidden board is
 * deleted (`cancel_import`; the database also deletes imports left unfinished for an hour),
 * so nobody ever sees part of an import.
 *
 * @throws TandemError `import/too-many-tasks` past `IMPORT_TASKS_MAX`; `data/forbidden` below
 * the admin role; `data/invalid` when a value breaks a limit of the database.
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
  if (total <= IMPORT_PART_SIZE) {
    report('create', 0);
    const result = await unwrap(
      context.supabase.rpc('import_board', {
        workspace_id: workspaceId,
        payload: input.board as never,
      }),
    );
    report('reveal', total);
    return result as unknown as ImportReport;
  }
  return importInParts(context, workspaceId, input.board, report);
}

/** The steps of a large import; the hidden board is deleted when one fails. */
async function importInParts(
  context: ClientContext,
  workspaceId: string,
  board: BoardImport,
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
    for (let start = 0; start < tasks.length; start += IMPORT_PART_SIZE) {
      const part = tasks.slice(start, start + IMPORT_PART_SIZE);
      await unwrap(
        supabase.rpc('import_part', {
          import_id: importId,
          part: start / IMPORT_PART_SIZE,
          tasks: part as never,
        }),
      );
      report(start + part.length < tasks.length ? 'create' : 'reveal', start + part.length);
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
