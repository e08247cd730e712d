import * as React from 'react';
import { cn } from '../foundations/cn';
import { CharacterCount, nearLimit } from './character-count';
import { FieldContext, type FieldContextValue } from './field-context';
import { FieldError } from './field-error';
import { Label } from './label';

/** Props of {@link Field}. */
export interface FieldProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The visible label. */
  label: React.ReactNode;
  /** Helper text under the control, linked with `aria-describedby`. */
  description?: React.ReactNode;
  /**
   * The error to show. When set, the control gets `aria-invalid="true"` and its
   * `aria-describedby` includes the message.
   */
  error?: React.ReactNode;
  /** Id for the control; generated when omitted. */
  controlId?: string;
  /** Mark the label with "(optional)"? @default false */
  optional?: boolean;
  /** A small link or button at the end of the label row, e.g. "Forgot password?". */
  labelAction?: React.ReactNode;
  /**
   * The text's length and the field's limit (from `@tandem/schemas`): a count shows near the
   * limit and says by how much the text is over it, so nothing is ever cut silently.
   */
  count?: { length: number; max: number };
  /** The control: an Input, Textarea, Select or any element using `useFieldControlProps`. */
  children: React.ReactNode;
}

/**
 * Label, control, description and error in one column, with the ids wired for assistive
 * technology: the label names the control and the description and error describe it.
 */
export function Field({
  label,
  description,
  error,
  controlId,
  optional = false,
  labelAction,
  count,
  className,
  children,
  ...props
}: FieldProps) {
  const generated = React.useId();
  const id = controlId ?? `field-${generated}`;
  const invalid = Boolean(error);
  const counting = count ? nearLimit(count.length, count.max) : false;
  const value = React.useMemo<FieldContextValue>(
    () => ({
      controlId: id,
      descriptionId: description ? `${id}-description` : undefined,
      errorId: invalid ? `${id}-error` : undefined,
      countId: counting ? `${id}-count` : undefined,
      invalid,
    }),
    [id, description, invalid, counting],
  );
  return (
    <FieldContext.Provider value={value}>
      <div className={cn('flex flex-col gap-1.5', className)} {...props}>
        {labelAction ? (
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={id}>
              {label}
              {optional ? <span className="ms-1 font-normal text-faint">(optional)</span> : null}
            </Label>
            {labelAction}
          </div>
        ) : (
          <Label htmlFor={id}>
            {label}
            {optional ? <span className="ms-1 font-normal text-faint">(optional)</span> : null}
          </Label>
        )}
        {children}
        {description ? (
          <p id={value.descriptionId} className="text-muted text-xs">
            {description}
          </p>
        ) : null}
        <FieldError id={value.errorId}>{error}</FieldError>
        {count ? (
          <CharacterCount
            id={value.countId}
            length={count.length}
            max={count.max}
            className="self-end"
          />
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}
