import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins conditional classes', () => {
    expect(cn('a', false && 'b', { c: true, d: false }, ['e'])).toBe('a c e');
  });

  it('lets a later Tailwind class override a conflicting earlier one', () => {
    expect(cn('px-2 py-1 text-sm', 'px-4')).toBe('py-1 text-sm px-4');
  });

  it('understands the kit theme colours as one colour group', () => {
    expect(cn('bg-surface', 'bg-accent')).toBe('bg-accent');
  });
});
