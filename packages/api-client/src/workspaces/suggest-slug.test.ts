import { slugSchema } from '@tandem/schemas';
import { describe, expect, it } from 'vitest';
import { suggestSlug } from './suggest-slug.js';

describe('suggestSlug', () => {
  it('lower-cases, drops accents and joins words with single hyphens', () => {
    expect(suggestSlug('Équipe Produit — 2026')).toBe('equipe-produit-2026');
    expect(suggestSlug('  Acme   Product!! ')).toBe('acme-product');
    expect(suggestSlug('Straße & Co')).toBe('strasse-co');
  });

  it('pads names too short to be a slug', () => {
    expect(suggestSlug('A')).toBe('a-workspace');
    expect(suggestSlug('日本')).toBe('workspace');
    expect(suggestSlug('')).toBe('workspace');
  });

  it('cuts long names to 40 characters without a trailing hyphen', () => {
    const slug = suggestSlug(`${'abcdefghi '.repeat(3)}abcdefghi-xyz more words here`);
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('always suggests a slug slugSchema accepts', () => {
    const alphabet = 'aZ9 -_.éß日—\t!';
    let seed = 7;
    for (let i = 0; i < 500; i += 1) {
      let name = '';
      const length = i % 60;
      for (let j = 0; j < length; j += 1) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        name += alphabet[seed % alphabet.length];
      }
      const slug = suggestSlug(name);
      expect(slugSchema.safeParse(slug).success, `${JSON.stringify(name)} → ${slug}`).toBe(true);
    }
  });
});
