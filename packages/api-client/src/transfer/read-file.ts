import {
  type CsvMapping,
  detectImportFormat,
  guessCsvMapping,
  IMPORT_FILE_MAX_BYTES,
  type ImportPlan,
  tandemToPlan,
  trelloToPlan,
} from '@tandem/schemas';
import Papa from 'papaparse';
import { TandemError } from '../errors/tandem-error.js';
import { restoreCsvCell } from './csv-formulas.js';

/** A file chosen for import: its name and its text. */
export interface ImportFileInput {
  name: string;
  text: string;
}

/** A CSV file read into rows, waiting for its column mapping. */
export interface CsvFile {
  format: 'csv';
  /** The file's name without its extension: the board's name unless changed. */
  name: string;
  headers: string[];
  rows: Record<string, string>[];
  /** The mapping the headers suggest; `null` when the file has no columns. */
  mapping: CsvMapping | null;
}

/** A file read for import: a board ready to preview, or CSV rows to map first. */
export type ImportFile = { format: 'trello' | 'tandem'; plan: ImportPlan } | CsvFile;

/**
 * Reads a Trello JSON export, a Tandem JSON export or a CSV file (told apart by content and
 * name). CSV is parsed with papaparse: the first row names the columns.
 *
 * @throws TandemError `import/too-large` past `IMPORT_FILE_MAX_BYTES`; `import/unreadable` for
 * anything else, or a JSON file that does not have the shape of its format.
 */
export function readImportFile(file: ImportFileInput): ImportFile {
  if (file.text.length > IMPORT_FILE_MAX_BYTES) throw new TandemError('import/too-large');
  const detected = detectImportFormat(file.name, file.text);
  try {
    if (detected.format === 'trello')
      return { format: 'trello', plan: trelloToPlan(detected.json) };
    if (detected.format === 'tandem')
      return { format: 'tandem', plan: tandemToPlan(detected.json) };
  } catch (cause) {
    throw new TandemError('import/unreadable', { cause });
  }
  if (detected.format !== 'csv') throw new TandemError('import/unreadable');
  const parsed = Papa.parse<Record<string, string>>(file.text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const headers = (parsed.meta.fields ?? []).filter((header) => header.trim() !== '');
  if (headers.length === 0) throw new TandemError('import/unreadable');
  return {
    format: 'csv',
    name: file.name.replace(/\.[^.]+$/, ''),
    headers,
    // Cells a Tandem export neutralised (`'=…`) read back as they were.
    rows: parsed.data.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, cell]) => [
          key,
          typeof cell === 'string' ? restoreCsvCell(cell) : cell,
        ]),
      ),
    ),
    mapping: guessCsvMapping(headers),
  };
}
