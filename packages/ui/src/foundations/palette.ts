/** How many hues the categorical palette (`--tandem-color-palette-N-*`) has. */
export const PALETTE_SIZE = 8;

/**
 * A stable 32-bit FNV-1a hash of a string. Case is ignored so "Bug" and "bug" share a colour.
 */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (const char of value.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The palette slot (0 to {@link PALETTE_SIZE} - 1) a name always maps to. */
export function paletteIndex(name: string): number {
  // FNV-1a's low bits vary little between similar short words, and `% 8` keeps only those,
  // so the bits are mixed first (MurmurHash3's finaliser).
  let mixed = hashString(name);
  mixed ^= mixed >>> 16;
  mixed = Math.imul(mixed, 0x85ebca6b);
  mixed ^= mixed >>> 13;
  mixed = Math.imul(mixed, 0xc2b2ae35);
  mixed ^= mixed >>> 16;
  return (mixed >>> 0) % PALETTE_SIZE;
}

/** The CSS custom properties of a name's palette slot, for inline styles. */
export function paletteColors(name: string): { background: string; foreground: string } {
  const index = paletteIndex(name);
  return {
    background: `var(--tandem-color-palette-${index}-bg)`,
    foreground: `var(--tandem-color-palette-${index}-fg)`,
  };
}
