import type { LabelColor } from '../domain/schemas';
import { labelColorTokens } from './label-colors';

/** A small dot in a label colour, for menus and pickers (decorative: its text says the colour). */
export function LabelColorDot({ color }: { color: LabelColor }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-2.5 shrink-0 rounded-full"
      style={{ backgroundColor: labelColorTokens(color).foreground }}
    />
  );
}
