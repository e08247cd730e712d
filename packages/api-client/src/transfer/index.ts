import type { BoardExport, ImportPlan, ImportPreview } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { exportBoard, exportBoardCsv } from './export-board.js';
import { type ImportBoardInput, type ImportReport, importBoard } from './import-board.js';
import { previewPlan } from './preview.js';
import { type ImportFile, type ImportFileInput, readImportFile } from './read-file.js';

export type { ImportBoardInput, ImportProgress, ImportReport } from './import-board.js';
export type { CsvFile, ImportFile, ImportFileInput } from './read-file.js';

/**
 * The `transfer` namespace of the client: boards in and out. A file is read (`read`), a CSV
 * file mapped with `csvToPlan` of `@tandem/schemas` (its board's name and column order
 * chosen), previewed (`preview`: counts, and a proposed member for each person of the file),
 * its people given the members the importer confirmed (`assignPeople` of `@tandem/schemas`)
 * and imported all or nothing (`importBoard`, admins and the owner); a board exports as Tandem
 * JSON (`exportJson`), which imports back unchanged, or as CSV (`exportCsv`).
 *
 * @example
 * ```ts
 * const file = await tandem.transfer.read({ name: 'board.json', text });
 * if (file.format !== 'csv') {
 *   const { members } = await tandem.transfer.preview(workspaceId, file.plan);
 *   // The proposals as they are; an importer would confirm or change each one first.
 *   const board = assignPeople(file.plan, proposeChoices(file.plan.people, members), members);
 *   const report = await tandem.transfer.importBoard({ workspaceId, board });
 * }
 * ```
 */
export interface TransferApi {
  /** Reads a Trello export, a Tandem export or a CSV file; `import/unreadable` otherwise. */
  read(file: ImportFileInput): Promise<ImportFile>;
  /** The counts of a plan, the workspace's members and the one each of its people likely is. */
  preview(workspaceId: string, plan: ImportPlan): Promise<ImportPreview>;
  /** Creates the board with everything in it, in one transaction; returns what it created. */
  importBoard(input: ImportBoardInput): Promise<ImportReport>;
  /** The board in the Tandem board format. */
  exportJson(boardId: string): Promise<BoardExport>;
  /** The board as CSV text, one row a task. */
  exportCsv(boardId: string): Promise<string>;
}

/** Builds the `transfer` namespace over the shared client context. */
export function createTransferApi(context: ClientContext): TransferApi {
  return {
    read: async (file: ImportFileInput) => readImportFile(file),
    preview: (workspaceId: string, plan: ImportPlan) => previewPlan(context, workspaceId, plan),
    importBoard: (input: ImportBoardInput) => importBoard(context, input),
    exportJson: (boardId: string) => exportBoard(context, boardId),
    exportCsv: (boardId: string) => exportBoardCsv(context, boardId),
  };
}
