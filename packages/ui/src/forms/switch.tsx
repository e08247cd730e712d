import { Switch as SwitchPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';
import { useFieldControlProps } from './field-context';

/** Props of {@link Switch}. */
export interface SwitchProps extends React.ComponentProps<typeof SwitchPrimitive.Root> {}

/** An on/off switch (Radix Switch, `role="switch"`) for settings that apply at once. */
export function Switch({
  className,
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SwitchProps) {
  const a11y = useFieldControlProps({
    id,
    'aria-invalid': ariaInvalid,
    'aria-describedby': ariaDescribedBy,
  });
  return (
    <SwitchPrimitive.Root
      className={cn(
        'peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent p-0.5',
        'bg-border-strong transition-colors duration-(--tandem-duration-fast) data-[state=checked]:bg-accent',
        'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-surface',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...a11y}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-4 rounded-full bg-white shadow-sm transition-transform duration-(--tandem-duration-fast) ease-out data-[state=checked]:translate-x-4 rtl:data-[state=checked]:-translate-x-4" />
    </SwitchPrimitive.Root>
  );
}
