import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link Form}. */
export interface FormProps extends React.ComponentProps<'form'> {}

/**
 * A form laid out as one column of fields and actions with the kit's spacing. Browser
 * validation bubbles are off (`noValidate`): fields show the app's own messages.
 */
export function Form({ className, ...props }: FormProps) {
  return <form noValidate className={cn('flex flex-col gap-4', className)} {...props} />;
}
