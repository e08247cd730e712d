import { CircleAlert } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link FieldError}. */
export interface FieldErrorProps extends React.ComponentProps<'p'> {}

/**
 * A field's error message. Rendered by {@link Field} with the id its control lists in
 * `aria-describedby`; renders nothing without children so it can stay in place.
 */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p className={cn('flex items-start gap-1.5 text-danger-text text-xs', className)} {...props}>
      <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
