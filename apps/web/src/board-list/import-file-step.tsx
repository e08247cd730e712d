import { Spinner } from '@tandem/ui/feedback';
import { FileUp } from 'lucide-react';
import { useId } from 'react';

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
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-border-strong border-dashed bg-subtle px-4 py-8 text-center focus-within:ring-2 focus-within:ring-accent hover:border-accent"
      >
        {reading ? <Spinner /> : <FileUp aria-hidden="true" className="size-6 text-muted" />}
        <span className="font-medium text-fg text-sm">
          {reading ? 'Reading the file…' : 'Choose a file to import'}
        </span>
        <span className="text-muted text-xs">
          A Trello board export (JSON), a Tandem board export (JSON) or a CSV file
        </span>
        <input
          id={id}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          className="sr-only"
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={reading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-danger-text text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
