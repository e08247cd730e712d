import { FileDrop } from '@tandem/ui/forms';

/** Props of {@link ImportFileStep}. */
export interface ImportFileStepProps {
  /** Why the last file could not be read, or `null`. */
  error: string | null;
  /** A file is being read. */
  reading: boolean;
  onFile: (file: File) => void;
}

/** The first step of an import: a file picker that takes Trello JSON, Tandem JSON or CSV. */
export function ImportFileStep({ error, reading, onFile }: ImportFileStepProps) {
  return (
    <FileDrop
      label="Choose a file to import"
      hint="A Trello board export (JSON), a Tandem board export (JSON) or a CSV file"
      accept=".json,.csv,application/json,text/csv"
      busy={reading}
      error={error}
      onFile={onFile}
    />
  );
}
