import * as React from 'react';
import { cn } from '../foundations/cn';

/** One choice of a {@link SegmentedControl}. */
export interface SegmentedChoice<Value extends string> {
  value: Value;
  /** The visible name (hidden on a phone when there is an icon). */
  label: string;
  /** The accessible name when it says more than `label` ("List view"). */
  'aria-label'?: string;
  icon?: React.ReactNode;
}

/** Props of {@link SegmentedControl}. */
export interface SegmentedControlProps<Value extends string> {
  /** The group's accessible name ("View"). */
  'aria-label': string;
  choices: ReadonlyArray<SegmentedChoice<Value>>;
  value: Value;
  onValueChange: (value: Value) => void;
  className?: string;
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A few mutually exclusive choices drawn as one pill (board or list): radio semantics, one tab
 * stop, the arrow keys choosing the next one as native radios do. On a phone the choices with
 * an icon show only it.
 */
export function SegmentedControl<Value extends string>({
  'aria-label': ariaLabel,
  choices,
  value,
  onValueChange,
  className,
}: SegmentedControlProps<Value>) {
  const group = React.useRef<HTMLDivElement>(null);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const at = choices.findIndex((choice) => choice.value === value);
    const next = choices[(at + step + choices.length) % choices.length];
    if (!next) return;
    onValueChange(next.value);
    group.current?.querySelector<HTMLElement>(`[data-value="${next.value}"]`)?.focus();
  };
  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label={ariaLabel}
      className={cn(
        'inline-flex shrink-0 items-center gap-0.5 rounded-md border border-border bg-subtle p-0.5',
        className,
      )}
    >
      {choices.map((choice) => {
        const checked = choice.value === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: native radios can't be drawn as one pill
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={choice['aria-label']}
            data-value={choice.value}
            tabIndex={checked ? 0 : -1}
            onClick={() => onValueChange(choice.value)}
            onKeyDown={onKeyDown}
            className={cn(
              'inline-flex h-6 items-center gap-1.5 rounded px-2 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/60 [&_svg]:size-3.5',
              checked ? 'bg-surface font-medium text-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            {choice.icon ? (
              <span aria-hidden="true" className="contents">
                {choice.icon}
              </span>
            ) : null}
            <span className={choice.icon ? 'sr-only sm:not-sr-only' : undefined}>
              {choice.label}
            </span>
          </button>
        );
      })}
    </div>
  );
}
