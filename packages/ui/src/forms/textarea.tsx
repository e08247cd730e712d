import type * as React from 'react';
import { cn } from '../foundations/cn';
import { controlClasses } from './control-styles';
import { useFieldControlProps } from './field-context';

/** Props of {@link Textarea}. */
export interface TextareaProps extends React.ComponentProps<'textarea'> {}

/**
 * A multi-line text input that grows with its content (CSS `field-sizing`), starting at
 * `rows` (default 3).
 */
export function Textarea({
  className,
  rows = 3,
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextareaProps) {
  const a11y = useFieldControlProps({
    id,
    'aria-invalid': ariaInvalid,
    'aria-describedby': ariaDescribedBy,
  });
  return (
    <textarea
      rows={rows}
      className={cn(
        controlClasses,
        'field-sizing-content min-h-16 resize-y px-2.5 py-1.5 leading-relaxed',
        className,
      )}
      {...a11y}
      {...props}
    />
  );
}
