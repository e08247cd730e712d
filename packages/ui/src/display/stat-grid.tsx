import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link StatGrid}. */
export interface StatGridProps extends Omit<React.ComponentProps<'dl'>, 'children'> {
  /** The grid's accessible name, e.g. "What will be imported". */
  label: string;
  /** Each figure's name and number, in order. */
  stats: ReadonlyArray<readonly [name: string, value: number]>;
}

/** Named figures in tiles, two a row on phones and three on wider screens. */
export function StatGrid({ label, stats, className, ...props }: StatGridProps) {
  return (
    <dl
      aria-label={label}
      className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3', className)}
      {...props}
    >
      {stats.map(([name, value]) => (
        <div
          key={name}
          className="flex flex-col rounded-md border border-border bg-subtle px-3 py-2"
        >
          <dt className="text-muted text-xs">{name}</dt>
          <dd className="font-semibold text-fg text-lg tabular-nums">{value.toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}
