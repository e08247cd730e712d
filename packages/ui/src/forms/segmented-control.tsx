import * as React from 'react';
import { cn } from '../foundations/cn';

/** One choice of a {@link SegmentedControl}. */
export interface SegmentedChoice<V extends string> {
  value: V;
  /** Its accessible name (and its text, unless `text` or `iconOnly` says otherwise). */
  label: string;
  /** Shorter visible text than the name ("Calendar" for "Calendar view"). */
  text?: string;
  icon?: React.ReactNode;
  /** Show only the icon; the label stays its accessible name. @default false */
  iconOnly?: boolean;
}

/** Props of {@link SegmentedControl}. */
export interface SegmentedControlProps<V extends string> {
  /** The group's accessible name ("View", "Calendar range"). */
  label: string;
  choices: ReadonlyArray<SegmentedChoice<V>>;
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

/**
 * A small radio group drawn as joined buttons (Month | Week, Board | List | Calendar): native
 * radios, so arrow keys move the choice and a screen reader hears "radio, 1 of 2". On a phone
 * the choices with an icon show only the icon.
 */
export function SegmentedControl<V extends string>({
  label,
  choices,
  value,
  onChange,
  className,
}: SegmentedControlProps<V>) {
  const name = React.useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn(
        'inline-flex h-7 shrink-0 items-center rounded-md border border-border bg-subtle p-0.5',
        className,
      )}
    >
      {choices.map((choice) => (
        <label
          key={choice.value}
          title={choice.iconOnly ? choice.label : undefined}
          className={cn(
            'relative flex h-full cursor-pointer items-center gap-1 rounded px-2 text-muted text-xs',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            'has-[:checked]:bg-surface has-[:checked]:text-fg has-[:checked]:shadow-xs',
            'hover:text-fg',
          )}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
            aria-label={choice.label}
            // Over the whole segment, invisible: the pointer and the keyboard reach the radio itself.
            className="absolute inset-0 m-0 cursor-pointer appearance-none rounded opacity-0"
          />
          {choice.icon}
          {choice.iconOnly ? null : (
            // On a phone a choice with an icon shows only the icon (its label stays its name).
            <span
              aria-hidden="true"
              className={cn('pointer-events-none', choice.icon && 'hidden sm:inline')}
            >
              {choice.text ?? choice.label}
            </span>
          )}
        </label>
      ))}
    </div>
  );
}
