import type * as React from 'react';
import type { LabelColor } from '../domain/schemas';
import { cn } from '../foundations/cn';
import { labelTokensOf, useLabelColor } from './label-colors';

/** Props of {@link LabelChip}. */
export interface LabelChipProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** The label text (1–24 characters). */
  label: string;
  /**
   * Its colour. Without it the chip takes the colour a {@link LabelColorsProvider} knows for
   * the name, else one derived from the name (the same name always gets the same one).
   */
  color?: LabelColor;
}

/**
 * A task label: its name on a tint of the label's colour, with a dot in that colour. Text and
 * tint are palette tokens that keep AA contrast in the light and dark themes.
 */
export function LabelChip({ label, color, className, style, ...props }: LabelChipProps) {
  const known = useLabelColor(label);
  const tokens = labelTokensOf(label, color ?? known);
  return (
    <span
      data-label-color={color ?? known}
      className={cn(
        'inline-flex h-5 max-w-36 items-center gap-1.5 rounded-full px-2 font-medium text-xs',
        className,
      )}
      style={{ backgroundColor: tokens.background, color: tokens.foreground, ...style }}
      {...props}
    >
      <span
        aria-hidden="true"
        className="size-2 shrink-0 rounded-full"
        style={{ backgroundColor: tokens.foreground }}
      />
      <span className="truncate">{label}</span>
    </span>
  );
}
