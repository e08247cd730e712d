import * as React from 'react';
import type { LabelColor } from '../domain/schemas';
import { paletteColors } from '../foundations/palette';

/** The palette slot of each label colour that the categorical palette already has. */
const PALETTE_SLOT: Partial<Record<LabelColor, number>> = {
  red: 0,
  orange: 1,
  amber: 2,
  green: 3,
  teal: 4,
  blue: 5,
  indigo: 6,
  pink: 7,
};

/** The English name of each label colour, as the colour picker reads it out. */
export const LABEL_COLOR_NAMES: Record<LabelColor, string> = {
  gray: 'Grey',
  red: 'Red',
  orange: 'Orange',
  amber: 'Amber',
  green: 'Green',
  teal: 'Teal',
  blue: 'Blue',
  indigo: 'Indigo',
  purple: 'Purple',
  pink: 'Pink',
};

/** A tinted background and a text colour readable on it (AA in both themes), as CSS values. */
export interface LabelTokens {
  background: string;
  foreground: string;
}

/** The theme tokens of a label colour, for inline styles. */
export function labelColorTokens(color: LabelColor): LabelTokens {
  const slot = PALETTE_SLOT[color];
  if (slot === undefined) {
    return {
      background: `var(--tandem-color-label-${color}-bg)`,
      foreground: `var(--tandem-color-label-${color}-fg)`,
    };
  }
  return {
    background: `var(--tandem-color-palette-${slot}-bg)`,
    foreground: `var(--tandem-color-palette-${slot}-fg)`,
  };
}

/** The colours of a name: its workspace label's if known, else one derived from the name. */
export function labelTokensOf(name: string, color: LabelColor | undefined): LabelTokens {
  return color ? labelColorTokens(color) : paletteColors(name);
}

/**
 * Every label colour, grey first (the schemas' `LABEL_COLORS`, taken from the names above so
 * the chips do not pull the schemas' row parsers into the board's first load).
 */
export const LABEL_COLOR_CHOICES = Object.keys(LABEL_COLOR_NAMES) as ReadonlyArray<LabelColor>;

const LabelColorsContext = React.createContext<ReadonlyMap<string, LabelColor> | null>(null);

/** Props of {@link LabelColorsProvider}. */
export interface LabelColorsProviderProps {
  /** The workspace's labels (name and colour). */
  labels: ReadonlyArray<{ name: string; color: LabelColor }>;
  children: React.ReactNode;
}

/**
 * Gives every {@link LabelChip} below it the colours of the workspace's labels, so cards and
 * panels draw a label in the colour its workspace chose without passing it down each level.
 */
export function LabelColorsProvider({ labels, children }: LabelColorsProviderProps) {
  const byName = React.useMemo(
    () => new Map(labels.map((label) => [label.name, label.color] as const)),
    [labels],
  );
  return <LabelColorsContext.Provider value={byName}>{children}</LabelColorsContext.Provider>;
}

/** The colour the workspace gave a label name, if a provider knows it. */
export function useLabelColor(name: string): LabelColor | undefined {
  return React.useContext(LabelColorsContext)?.get(name);
}

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
