import { Check, Copy } from 'lucide-react';
import type * as React from 'react';
import { Button, type ButtonProps } from './button';
import { useCopyToClipboard } from './use-copy-to-clipboard';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'onError'> {
  /** What to copy. */
  value: string;
  /**
   * The label before copying; may hold an `sr-only` part naming what is copied.
   * @default 'Copy'
   */
  label?: React.ReactNode;
  /** The label for two seconds after copying. @default 'Copied' */
  copiedLabel?: string;
  /** Called when the browser refused to copy. */
  onError?: (error: unknown) => void;
}

/**
 * A button that copies `value` to the clipboard and confirms it in place ("Copied", with a
 * check), announced politely to screen readers.
 */
export function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied',
  onError,
  ...props
}: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard(onError);
  return (
    <Button {...props} onClick={() => copy(value)}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}
