import { FileUp } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { Spinner } from '../base/spinner';
import { cn } from '../foundations/cn';

/** Props of {@link FileDrop}. */
export interface FileDropProps extends Omit<React.ComponentProps<'div'>, 'onChange'> {
  /** The picker's label and accessible name, e.g. "Choose a file to import". */
  label: string;
  /** The kinds of file it takes, in words, under the label. */
  hint: string;
  /** The input's `accept` list. */
  accept: string;
  /** A chosen file is being read: a spinner and `busyLabel` replace the icon and label. */
  busy?: boolean;
  /** What shows while busy. @default 'Reading the file…' */
  busyLabel?: string;
  /** Why the last file was refused, announced and linked to the input. */
  error?: string | null;
  /** A file was chosen. */
  onFile: (file: File) => void;
}

/** A large dashed target that opens the file picker: one file at a time. */
export function FileDrop({
  label,
  hint,
  accept,
  busy = false,
  busyLabel = 'Reading the file…',
  error,
  onFile,
  className,
  ...props
}: FileDropProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-2', className)} {...props}>
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-border-strong border-dashed bg-subtle px-4 py-8 text-center hover:border-accent focus-within:ring-2 focus-within:ring-accent"
      >
        {busy ? <Spinner /> : <FileUp aria-hidden="true" className="size-6 text-muted" />}
        <span className="font-medium text-fg text-sm">{busy ? busyLabel : label}</span>
        <span className="text-muted text-xs">{hint}</span>
        <input
          id={id}
          type="file"
          accept={accept}
          className="sr-only"
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={busy}
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
