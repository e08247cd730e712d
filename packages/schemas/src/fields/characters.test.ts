import { describe, expect, it } from 'vitest';
import { characterCount } from './characters.js';

describe('characterCount', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('😀')).toBe(1);
    expect('😀'.length).toBe(2);
    expect(characterCount('é😀x')).toBe(3);
  });
});
