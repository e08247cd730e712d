import * as React from 'react';
import { cn } from '../foundations/cn';
import { STATE_COLOR_CHOICES, type StateColorChoice } from './state-colors';

/** Props of {@link ColorSwatches}. */
export interface ColorSwatchesProps {
  /** The group's visible name. @default 'Colour' */
  legend?: string;
  /** The chosen `#rrggbb`. */
  value: string;
  onValueChange: (color: string) => void;
  /** The colours offered. @default STATE_COLOR_CHOICES */
  choices?: ReadonlyArray<StateColorChoice>;
  /** Focus the chosen swatch on mount (a dialog opened to change the colour). */
  autoFocus?: boolean;
  className?: string;
}

/**
 * A row of colour swatches that is one radio group: Tab reaches the chosen swatch, the arrow
 * keys choose another, and each swatch is named ("Blue"). A colour outside the choices is
 * kept and shown as one more swatch, so opening the picker never changes it.
 */
export function ColorSwatches({
  legend = 'Colour',
  value,
  onValueChange,
  choices = STATE_COLOR_CHOICES,
  autoFocus = false,
  className,
}: ColorSwatchesProps) {
  const name = React.useId();
  const group = React.useRef<HTMLDivElement>(null);
  // Focused once, on mount: the dialog was opened to change the colour.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's choice counts
  React.useEffect(() => {
    if (autoFocus) group.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);
  const shown = choices.some((choice) => choice.value === value)
    ? choices
    : [...choices, { value, name: `Custom ${value}` }];
  return (
    <fieldset className={cn('flex flex-col gap-1.5', className)}>
      <legend className="mb-1.5 font-medium text-fg text-sm">{legend}</legend>
      <div ref={group} className="flex flex-wrap gap-1.5">
        {shown.map((choice) => (
          <label
            key={choice.value}
            className="relative grid size-6 cursor-pointer place-items-center"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              aria-label={choice.name}
              checked={choice.value === value}
              onChange={() => onValueChange(choice.value)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              title={choice.name}
              className="size-5 rounded-full ring-offset-2 ring-offset-surface transition-shadow peer-checked:ring-2 peer-checked:ring-fg peer-focus-visible:outline-2 peer-focus-visible:outline-accent peer-focus-visible:outline-offset-4"
              style={{ backgroundColor: choice.value }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
