import { describe, expect, it } from 'vitest';
import { hashString, PALETTE_SIZE, paletteColors, paletteIndex } from './palette';

describe('label colour hashing', () => {
  it('matches the published FNV-1a 32-bit test vectors', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });

  it('gives the same slot whatever the case or surrounding spaces', () => {
    expect(paletteIndex(' Bug ')).toBe(paletteIndex('bug'));
  });

  it('always lands inside the palette', () => {
    for (const name of ['bug', 'feature', 'design', 'backend', 'urgent-fix', '💥', 'α']) {
      const index = paletteIndex(name);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(PALETTE_SIZE);
    }
  });

  it('spreads common label names over several hues', () => {
    const names = ['bug', 'feature', 'design', 'backend', 'frontend', 'docs', 'chore', 'infra'];
    expect(new Set(names.map(paletteIndex)).size).toBeGreaterThanOrEqual(4);
  });

  it('points at the token pair of the slot', () => {
    const index = paletteIndex('design');
    expect(paletteColors('design')).toEqual({
      background: `var(--tandem-color-palette-${index}-bg)`,
      foreground: `var(--tandem-color-palette-${index}-fg)`,
    });
  });
});
