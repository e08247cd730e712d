import { type CsvMapping, csvColumns } from '@tandem/schemas';
import type { Dispatch, SetStateAction } from 'react';
import type { CsvMappingState, ImportStep } from './use-board-import';

/** The edits of a CSV file's mapping step. */
export interface CsvMappingEdits {
  /** Which column fills each field; the board's columns follow, in the order kept. */
  setMapping: (mapping: CsvMapping) => void;
  setBoardName: (name: string) => void;
  /** Moves the column at `from` to `to` in the CSV board's order. */
  moveColumn: (from: number, to: number) => void;
}

/** `columns` of the new mapping, keeping the order the importer gave those that remain. */
function keepOrder(previous: string[], columns: string[]): string[] {
  const kept = previous.filter((name) => columns.includes(name));
  return [...kept, ...columns.filter((name) => !kept.includes(name))];
}

/** The mapping step's edits, each a change of the import's step while it is `map`. */
export function csvMappingEdits(setStep: Dispatch<SetStateAction<ImportStep>>): CsvMappingEdits {
  const updateMap = (change: (current: CsvMappingState) => Partial<CsvMappingState>) =>
    setStep((current) => (current.kind === 'map' ? { ...current, ...change(current) } : current));
  return {
    setMapping: (mapping) =>
      updateMap((current) => ({
        mapping,
        columns: keepOrder(current.columns, csvColumns(current.file.rows, mapping)),
      })),
    setBoardName: (name) => updateMap(() => ({ name })),
    moveColumn: (from, to) =>
      updateMap(({ columns }) => {
        const next = [...columns];
        const [moved] = next.splice(from, 1);
        if (moved === undefined || to < 0 || to > next.length) return {};
        next.splice(to, 0, moved);
        return { columns: next };
      }),
  };
}
