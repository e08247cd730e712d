import { Label as LabelPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link Label}. */
export interface LabelProps extends React.ComponentProps<typeof LabelPrimitive.Root> {}

/** A form label (Radix Label: clicking it focuses or toggles its control). */
export function Label({ className, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      className={cn(
        'select-none font-medium text-fg text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
