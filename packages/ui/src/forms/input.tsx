import type * as React from 'react';
import { cn } from '../foundations/cn';
import { controlClasses } from './control-styles';
import { useFieldControlProps } from './field-context';

/** Props of {@link Input}. */
export interface InputProps extends React.ComponentProps<'input'> {}

/** A single-line text input. Inside a {@link Field} it picks up its id, error and description. */
export function Input({
  className,
  type = 'text',
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ...props
}: InputProps) {
  const a11y = useFieldControlProps({
    id,
    'aria-invalid': ariaInvalid,
    'aria-describedby': ariaDescribedBy,
  });
  return (
    <input
      type={type}
      className={cn(controlClasses, 'h-8 px-2.5', className)}
      {...a11y}
      {...props}
    />
  );
}
