import { Upload } from 'lucide-react';
import * as React from 'react';
import { Button } from '../actions/button';
import { cn } from '../foundations/cn';
import { ATTACHMENT_RULES, type FileRejection, type FileRules, partitionFiles } from './file-rules';
import { RefusedFiles } from './refused-files';
import { rulesHint } from './rules-hint';

/** Props of {@link FileDropzone}. */
export interface FileDropzoneProps {
  /** Called with the files that pass the rules (none are dropped silently). */
  onFiles: (files: File[]) => void;
  /** Called with the files refused, as they are also listed under the zone. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Size and type rules. @default ATTACHMENT_RULES (25 MiB, any type) */
  rules?: FileRules;
  /** Allow several files at once. @default true */
  multiple?: boolean;
  /** Disable the zone. @default false */
  disabled?: boolean;
  /** What the zone asks for. @default 'Drop files to attach' */
  label?: string;
  /** Classes for the wrapper. */
  className?: string;
}

/**
 * Takes files by drag and drop or from a file picker, checks them against the schemas'
 * limits and lists each refused file with its reason (`storage/too-large`,
 * `storage/type-not-allowed`) in a live region.
 */
export function FileDropzone({
  onFiles,
  onReject,
  rules = ATTACHMENT_RULES,
  multiple = true,
  disabled = false,
  label = 'Drop files to attach',
  className,
}: FileDropzoneProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [over, setOver] = React.useState(false);
  const [rejections, setRejections] = React.useState<FileRejection[]>([]);
  const hintId = React.useId();

  const take = (list: FileList | null) => {
    if (!list || disabled) return;
    const { accepted, rejected } = partitionFiles(Array.from(list), rules);
    setRejections(rejected);
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) onFiles(accepted);
  };

  const hint = rulesHint(rules, multiple);

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button inside is the keyboard path. */}
      <div
        onDragOver={(event) => {
          if (disabled) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          take(event.dataTransfer.files);
        }}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border border-border-strong border-dashed bg-subtle px-4 py-6 text-center transition-colors',
          over && 'border-accent bg-accent-subtle',
          // Dimmed by colour, not opacity, so the text keeps its contrast.
          disabled && 'cursor-not-allowed border-border bg-canvas',
        )}
      >
        <Upload aria-hidden="true" className="size-5 text-muted" />
        <p className="font-medium text-fg text-sm">{label}</p>
        <p id={hintId} className="text-muted text-xs">
          {hint}
        </p>
        <Button
          size="sm"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          Choose {multiple ? 'files' : 'a file'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          multiple={multiple}
          accept={rules.mimeTypes?.join(',')}
          disabled={disabled}
          data-testid="file-input"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <RefusedFiles rejections={rejections} />
    </div>
  );
}
