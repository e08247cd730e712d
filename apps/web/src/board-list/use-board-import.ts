import type { CsvFile, ImportProgress, ImportReport } from '@tandem/api-client';
import { toTandemError } from '@tandem/api-client';
import {
  assignPeople,
  type CsvMapping,
  csvColumns,
  csvToPlan,
  type ImportPlan,
  type ImportPreview,
  type PeopleChoices,
} from '@tandem/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { csvMappingEdits } from './csv-mapping-edits';
import { previewPlan } from './preview-plan';

/** A CSV file being mapped: which column fills each field, the board's name and column order. */
export interface CsvMappingState {
  file: CsvFile;
  mapping: CsvMapping;
  name: string;
  /** The board's columns (the state column's distinct values), in the chosen order. */
  columns: string[];
}

/** A plan previewed, with who each of its people is in the workspace (see `PeopleChoices`). */
export interface Previewed {
  plan: ImportPlan;
  preview: ImportPreview;
  choices: PeopleChoices;
}

/** Where an import stands: one screen of the import dialog each. */
export type ImportStep =
  | { kind: 'choose'; error: string | null; reading: boolean }
  | ({ kind: 'map' } & CsvMappingState)
  | ({ kind: 'preview' } & Previewed)
  | { kind: 'importing'; plan: ImportPlan; progress: ImportProgress }
  | {
      kind: 'done';
      plan: ImportPlan;
      report: ImportReport;
      /** Cards whose person the importer left unassigned (the database never saw them). */
      leftUnassigned: number;
    }
  | ({ kind: 'failed'; error: string } & Previewed);

const CHOOSE: ImportStep = { kind: 'choose', error: null, reading: false };

/** Cards of `plan` with a person in the file but no assignee in `board`. */
function unassignedCards(plan: ImportPlan, board: ImportPlan['board']): number {
  return plan.assignees.filter((key, n) => key !== null && !board.tasks[n]?.assignee_email).length;
}

/**
 * The import dialog's steps: read a file (Trello, Tandem or CSV), map a CSV file's columns and
 * name and order its board, preview what will be created and confirm who each person of the
 * file is, import it all or nothing with progress, then report.
 */
export function useBoardImport(workspaceId: string) {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const boardsKey = useTandemQueries().boards.list(workspaceId).queryKey;
  const [step, setStep] = useState<ImportStep>(CHOOSE);

  const toPreview = async (plan: ImportPlan) =>
    setStep({ kind: 'preview', ...(await previewPlan(tandem, workspaceId, plan)) });

  const fail = (error: unknown) =>
    setStep({ kind: 'choose', error: toTandemError(error).message, reading: false });

  const chooseFile = async (file: File) => {
    setStep({ kind: 'choose', error: null, reading: true });
    try {
      const read = await tandem.transfer.read({ name: file.name, text: await file.text() });
      if (read.format !== 'csv') return await toPreview(read.plan);
      if (!read.mapping) throw new Error('no columns');
      setStep({
        kind: 'map',
        file: read,
        mapping: read.mapping,
        name: read.name,
        columns: csvColumns(read.rows, read.mapping),
      });
    } catch (error) {
      fail(error);
    }
  };

  const { setMapping, setBoardName, moveColumn } = csvMappingEdits(setStep);

  const confirmMapping = async () => {
    if (step.kind !== 'map') return;
    const plan = csvToPlan(step.file.rows, step.mapping, {
      name: step.name,
      columnOrder: step.columns,
    });
    await toPreview(plan).catch(fail);
  };

  /** Says who the person `key` of the file is: a member's id, or `null` for nobody. */
  const choosePerson = (key: string, userId: string | null) =>
    setStep((current) =>
      current.kind === 'preview' || current.kind === 'failed'
        ? { ...current, choices: { ...current.choices, [key]: userId } }
        : current,
    );

  const start = async () => {
    if (step.kind !== 'preview' && step.kind !== 'failed') return;
    const { plan, preview, choices } = step;
    const board = assignPeople(plan, choices, preview.members);
    const total = board.tasks.length;
    setStep({ kind: 'importing', plan, progress: { phase: 'create', done: 0, total } });
    try {
      const report = await tandem.transfer.importBoard({
        workspaceId,
        board,
        onProgress: (progress) => setStep({ kind: 'importing', plan, progress }),
      });
      await queryClient.invalidateQueries({ queryKey: boardsKey });
      setStep({ kind: 'done', plan, report, leftUnassigned: unassignedCards(plan, board) });
    } catch (error) {
      setStep({ kind: 'failed', plan, preview, choices, error: toTandemError(error).message });
    }
  };

  return {
    step,
    chooseFile,
    setMapping,
    setBoardName,
    moveColumn,
    confirmMapping,
    choosePerson,
    start,
    reset: () => setStep(CHOOSE),
  };
}
