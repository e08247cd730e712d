import { type BoardImport, IMPORT_PART_SIZE, IMPORT_TASKS_MAX } from '@tandem/schemas';
import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { validateId } from '../internal/validate-id.js';

/** How far an import has come: tasks sent of all, then the board being created. */
export interface ImportProgress {
  /** `upload` while parts of the tasks are sent; `create` while the database creates the board. */
  phase: 'upload' | 'create';
  /** Tasks sent so far. */
  sent: number;
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

/** What an import created, as `import_board` reports it. */
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
 * Imports a board (RPC `import_board`, admins and the owner) all or nothing: boards of more
 * than `IMPORT_PART_SIZE` tasks send their tasks in parts first (`stage_import`), which the
 * creating transaction takes; until it commits, nothing of the import is on any board.
 *
 * @throws TandemError `import/too-many-tasks` past `IMPORT_TASKS_MAX`; `data/forbidden` below
 * the admin role; `data/invalid` when a value breaks a limit of the database.
 */
export async function importBoard(
  context: ClientContext,
  input: ImportBoardInput,
): Promise<ImportReport> {
  const workspaceId = validateId(input?.workspaceId, 'workspaceId');
  const { tasks, ...rest } = input.board;
  if (tasks.length > IMPORT_TASKS_MAX) throw new TandemError('import/too-many-tasks');
  const report = (progress: ImportProgress) => input.onProgress?.(progress);
  let importId: string | null = null;
  let payload: BoardImport = input.board;
  if (tasks.length > IMPORT_PART_SIZE) {
    importId = crypto.randomUUID();
    payload = { ...rest, tasks: [] };
    for (let start = 0, part = 0; start < tasks.length; start += IMPORT_PART_SIZE, part += 1) {
      report({ phase: 'upload', sent: start, total: tasks.length });
      const slice = tasks.slice(start, start + IMPORT_PART_SIZE);
      await unwrap(
        context.supabase.rpc('stage_import', { import_id: importId, part, tasks: slice }),
      );
    }
  }
  report({ phase: 'create', sent: tasks.length, total: tasks.length });
  const result = await unwrap(
    context.supabase.rpc('import_board', {
      workspace_id: workspaceId,
      payload: payload as never,
      ...(importId ? { import_id: importId } : {}),
    }),
  );
  return result as unknown as ImportReport;
}
