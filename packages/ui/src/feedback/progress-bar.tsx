import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** How far along, from 0 to 100. */
  value: number;
  /** The bar's accessible name, e.g. "Import progress". */
  label: string;
  /** What the value means in words, read out and shown under the bar. */
  valueText: string;
}

/** A determinate progress bar (`role="progressbar"`) with its state in words under it. */
export function ProgressBar({ value, label, valueText, className, ...props }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={cn('flex flex-col gap-2', className)} {...props}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="h-2 w-full overflow-hidden rounded-full bg-subtle"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-muted text-sm tabular-nums" aria-hidden="true">
        {valueText}
      </p>
    </div>
  );
}
