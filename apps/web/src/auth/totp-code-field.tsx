import { Field, Input } from '@tandem/ui/forms';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Props of {@link TotpCodeField}. */
export interface TotpCodeFieldProps {
  /** The form's registration of its `code` field. */
  registration: UseFormRegisterReturn<'code'>;
  /** The message under the field, if any. */
  error: string | undefined;
  /** The field's label. Default `Authentication code`. */
  label?: string;
  /** A hint under the label. */
  description?: string;
  /** Focus the field when it appears (a step of its own, not a section of a page). */
  autoFocus?: boolean;
  /** `full` to match the other fields of an auth card. Default `short` (six digits' width). */
  width?: 'short' | 'full';
}

/**
 * The 6-digit code of an authenticator app: a numeric keyboard on phones, the browser's
 * one-time-code autofill, and digits wide enough to read back. It uses only classes the UI
 * kit's stylesheet ships, since the app has no stylesheet of its own.
 */
export function TotpCodeField({
  registration,
  error,
  label = 'Authentication code',
  description,
  autoFocus,
  width = 'short',
}: TotpCodeFieldProps) {
  return (
    <Field label={label} description={description} error={error}>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="123456"
        className={`${width === 'short' ? 'w-40 ' : ''}font-mono tabular-nums tracking-wide`}
        // The sign-in step exists only to take this code; focusing it saves a tap.
        autoFocus={autoFocus}
        {...registration}
      />
    </Field>
  );
}
