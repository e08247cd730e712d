import type * as React from 'react';
import { cn } from '../foundations/cn';
import { paletteColors } from '../foundations/palette';

/** Props of {@link LabelChip}. */
export interface LabelChipProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** The label text (1–24 characters). Its colour is derived from it. */
  label: string;
}

/**
 * A task label: a dot in the label's own colour and its name. The same name always gets the
 * same colour, in every theme.
 */
export function LabelChip({ label, className, ...props }: LabelChipProps) {
  const colors = paletteColors(label);
  return (
    <span
      className={cn(
        'inline-flex h-5 max-w-36 items-center gap-1.5 rounded-full border border-border bg-surface px-2 text-muted text-xs',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="size-2 shrink-0 rounded-full"
        style={{ backgroundColor: colors.foreground }}
      />
      <span className="truncate">{label}</span>
    </span>
  );
}
