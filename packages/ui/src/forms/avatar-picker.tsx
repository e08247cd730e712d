import { ImageUp, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '../actions/button';
import { Avatar } from '../display/avatar';
import { cn } from '../foundations/cn';
import { FieldError } from './field-error';

/** Props of {@link AvatarPicker}. */
export interface AvatarPickerProps
  extends Omit<React.ComponentProps<'div'>, 'onChange' | 'onSelect'> {
  /** The person's name: initials when there is no picture, and the picture's description. */
  name: string;
  /** The picture to show: the chosen file's preview (an object URL) or the current avatar. */
  src?: string | null;
  /** Called with the file the user picked. */
  onSelect: (file: File) => void;
  /** Show "Remove", calling this (only when there is a picture). */
  onRemove?: () => void;
  /** The types the file picker offers. @default 'image/png,image/jpeg,image/webp,image/gif' */
  accept?: string;
  /** The rules, under the buttons. @default 'PNG, JPEG, WebP or GIF, up to 2 MB.' */
  hint?: React.ReactNode;
  /** Why the picked file was refused. */
  error?: React.ReactNode;
  /** An upload is under way. @default false */
  busy?: boolean;
}

/**
 * A profile picture with "Upload picture" and "Remove": the preview is the picture itself,
 * uncropped (the avatar frame shows its centre). The hidden file input is labelled by the
 * button, so the picker works by keyboard and with screen readers; the error is announced.
 */
export function AvatarPicker({
  name,
  src,
  onSelect,
  onRemove,
  accept = 'image/png,image/jpeg,image/webp,image/gif',
  hint = 'PNG, JPEG, WebP or GIF, up to 2 MB.',
  error,
  busy = false,
  className,
  ...props
}: AvatarPickerProps) {
  const input = React.useRef<HTMLInputElement>(null);
  const errorId = React.useId();
  return (
    <div className={cn('flex items-center gap-4', className)} {...props}>
      <Avatar name={name} src={src} size="lg" decorative className="size-16 text-xl" />
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            loading={busy}
            aria-describedby={error ? errorId : undefined}
            onClick={() => input.current?.click()}
          >
            {busy ? null : <ImageUp aria-hidden="true" />}
            Upload picture
          </Button>
          {onRemove && src ? (
            <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          ) : null}
          <input
            ref={input}
            type="file"
            accept={accept}
            tabIndex={-1}
            aria-label="Profile picture"
            className="sr-only"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Reset, so picking the same file again still reports it.
              event.currentTarget.value = '';
              if (file) onSelect(file);
            }}
          />
        </div>
        {hint ? <p className="text-muted text-xs">{hint}</p> : null}
        <FieldError id={error ? errorId : undefined} role="alert">
          {error}
        </FieldError>
      </div>
    </div>
  );
}
