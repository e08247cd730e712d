import type { CsvFile, ImportProgress, ImportReport } from '@tandem/api-client';
import { toTandemError } from '@tandem/api-client';
import { type CsvMapping, csvToPlan, type ImportPlan, type ImportPreview } from '@tandem/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';

/** Where an import stands: one screen of the import dialog each. */
export type ImportStep =
  | { kind: 'choose'; error: string | null; reading: boolean }
  | { kind: 'map'; file: CsvFile; mapping: CsvMapping }
  | { kind: 'preview'; plan: ImportPlan; preview: ImportPreview }
  | { kind: 'importing'; plan: ImportPlan; progress: ImportProgress }
  | { kind: 'done'; plan: ImportPlan; report: ImportReport }
  | { kind: 'failed'; plan: ImportPlan; preview: ImportPreview; error: string };

const CHOOSE: ImportStep = { kind: 'choose', error: null, reading: false };

/**
 * The import dialog's steps: read a file (Trello, Tandem or CSV), map a CSV file's columns,
 * preview what will be created, import it all or nothing with progress, then report.
 */
export function useBoardImport(workspaceId: string) {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const boardsKey = useTandemQueries().boards.list(workspaceId).queryKey;
  const [step, setStep] = useState<ImportStep>(CHOOSE);

  const toPreview = async (plan: ImportPlan) => {
    setStep({ kind: 'preview', plan, preview: await tandem.transfer.preview(workspaceId, plan) });
  };

  const fail = (error: unknown) =>
    setStep({ kind: 'choose', error: toTandemError(error).message, reading: false });

  const chooseFile = async (file: File) => {
    setStep({ kind: 'choose', error: null, reading: true });
    try {
      const read = await tandem.transfer.read({ name: file.name, text: await file.text() });
      if (read.format !== 'csv') return await toPreview(read.plan);
      if (!read.mapping) throw new Error('no columns');
      setStep({ kind: 'map', file: read, mapping: read.mapping });
    } catch (error) {
      fail(error);
    }
  };

  const setMapping = (mapping: CsvMapping) =>
    setStep((current) => (current.kind === 'map' ? { ...current, mapping } : current));

  const confirmMapping = async () => {
    if (step.kind !== 'map') return;
    await toPreview(csvToPlan(step.file.rows, step.mapping, step.file.name)).catch(fail);
  };

  const start = async () => {
    if (step.kind !== 'preview' && step.kind !== 'failed') return;
    const { plan, preview } = step;
    const total = plan.board.tasks.length;
    setStep({ kind: 'importing', plan, progress: { phase: 'create', done: 0, total } });
    try {
      const report = await tandem.transfer.importBoard({
        workspaceId,
        board: plan.board,
        onProgress: (progress) => setStep({ kind: 'importing', plan, progress }),
      });
      await queryClient.invalidateQueries({ queryKey: boardsKey });
      setStep({ kind: 'done', plan, report });
    } catch (error) {
      setStep({ kind: 'failed', plan, preview, error: toTandemError(error).message });
    }
  };

  return { step, chooseFile, setMapping, confirmMapping, start, reset: () => setStep(CHOOSE) };
}
