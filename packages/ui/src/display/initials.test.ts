import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
  });

  it('takes two letters of a single name', () => {
    expect(initialsOf('grace')).toBe('GR');
  });

  it('ignores extra whitespace', () => {
    expect(initialsOf('  Linus   Torvalds ')).toBe('LT');
  });

  it('keeps letters from other scripts and emoji whole', () => {
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('😀 Smile')).toBe('😀S');
  });

  it('falls back to a question mark for an empty name', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});
