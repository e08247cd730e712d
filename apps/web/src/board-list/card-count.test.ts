import { describe, expect, it } from 'vitest';
import { cardCount } from './card-count';

describe('cardCount', () => {
  it('says one card in the singular, and groups the digits of many', () => {
    expect(cardCount(1)).toBe('1 card');
    expect(cardCount(0)).toBe('0 cards');
    expect(cardCount(1000)).toBe(`${(1000).toLocaleString()} cards`);
  });
});
