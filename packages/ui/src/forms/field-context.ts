import * as React from 'react';

/** Ids and state a {@link Field} shares with the control inside it. */
export interface FieldContextValue {
  /** Id of the control, which the field's label points at. */
  controlId: string;
  /** Id of the description element, when the field has one. */
  descriptionId?: string;
  /** Id of the error element, when the field currently shows an error. */
  errorId?: string;
  /** Id of the character count, while it shows (near or over the limit). */
  countId?: string;
  /** Whether the field currently shows an error. */
  invalid: boolean;
}

/** Set by {@link Field}; `null` outside of one. */
export const FieldContext = React.createContext<FieldContextValue | null>(null);

/** Accessibility props a control passes through when it needs no field of its own. */
interface ControlA11yProps {
  id?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  'aria-describedby'?: string;
}

/**
 * Merges a control's own accessibility props with its enclosing field's: the field supplies
 * `id`, `aria-invalid` and `aria-describedby` (description, error, then character count) unless the control
 * sets them itself.
 */
export function useFieldControlProps(own: ControlA11yProps): ControlA11yProps {
  const field = React.useContext(FieldContext);
  if (!field) return own;
  const describedBy = [own['aria-describedby'], field.descriptionId, field.errorId, field.countId]
    .filter(Boolean)
    .join(' ');
  return {
    id: own.id ?? field.controlId,
    'aria-invalid': own['aria-invalid'] ?? (field.invalid || undefined),
    'aria-describedby': describedBy || undefined,
  };
}
