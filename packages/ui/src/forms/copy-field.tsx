import { CopyButton } from '../actions/copy-button';
import { cn } from '../foundations/cn';
import { Input, type InputProps } from './input';

/** Props of {@link CopyField}. */
export interface CopyFieldProps extends Omit<InputProps, 'value' | 'defaultValue' | 'readOnly'> {
  /** The text to show and copy (an invitation link). */
  value: string;
  /** The button's label. @default 'Copy' */
  copyLabel?: string;
  /** Called when the browser refused to copy. */
  onCopyError?: (error: unknown) => void;
}

/**
 * A read-only text field with a Copy button, for links and tokens to share. Focusing the field
 * selects its text, so copying by keyboard works too. Inside a {@link Field} the input picks
 * up its label.
 */
export function CopyField({
  value,
  copyLabel = 'Copy',
  onCopyError,
  className,
  ...props
}: CopyFieldProps) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Input
        readOnly
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono text-xs"
        {...props}
      />
      <CopyButton value={value} label={copyLabel} onError={onCopyError} />
    </div>
  );
}
