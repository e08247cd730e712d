import { describe, expect, it } from 'vitest';
import { lexemeMatches, parseTsvector, queryWords, rank } from './search-rank.js';

describe('search ranking', () => {
  it('parses a tsvector with weights, several positions and quotes', () => {
    expect(parseTsvector(`'detail':1B 'page':3A,5A 'it''s' 'x':2`)).toEqual([
      { word: 'detail', weights: [0.4] },
      { word: 'page', weights: [1, 1] },
      { word: "it's", weights: [0.1] },
      { word: 'x', weights: [0.1] },
    ]);
  });

  it('takes the words a web search looks for', () => {
    expect(queryWords('"Sign-in page" or Billing -draft')).toEqual([
      'sign',
      'in',
      'page',
      'billing',
    ]);
  });

  it('matches English stems to the words they come from', () => {
    expect(lexemeMatches('filter', 'filters')).toBe(true);
    expect(lexemeMatches('polici', 'policy')).toBe(true);
    expect(lexemeMatches('search', 'searching')).toBe(true);
    expect(lexemeMatches('redirect', 'redir')).toBe(true);
    expect(lexemeMatches('page', 'billing')).toBe(false);
  });

  it('weighs title matches over description matches, and more matches over fewer', () => {
    const inTitle = `'billing':1A 'fix':2A`;
    const inDescription = `'billing':4B 'fix':1A`;
    const twiceInDescription = `'billing':4B,9B 'fix':1A`;
    const words = queryWords('billing');
    expect(rank(inTitle, words)).toBeGreaterThan(rank(twiceInDescription, words));
    expect(rank(twiceInDescription, words)).toBeGreaterThan(rank(inDescription, words));
    expect(rank(`'other':1A`, words)).toBe(0);
  });
});
