import { LABEL_COLORS } from '@tandem/schemas';
import { describe, expect, it } from 'vitest';
import { LABEL_COLOR_CHOICES, labelColorTokens } from './label-colors';

describe('label colours', () => {
  it('offers the schemas’ colours, in their order', () => {
    expect(LABEL_COLOR_CHOICES).toEqual(LABEL_COLORS);
  });

  it('gives every colour a tint and a text token', () => {
    expect(labelColorTokens('red')).toEqual({
      background: 'var(--tandem-color-palette-0-bg)',
      foreground: 'var(--tandem-color-palette-0-fg)',
    });
    expect(labelColorTokens('gray').foreground).toBe('var(--tandem-color-label-gray-fg)');
  });
});
