import { describe, expect, it } from 'vitest';
import { dueCondition, localDay } from './due-range.js';

describe('dueCondition', () => {
  const now = new Date(2026, 11, 30, 23, 59); // 30 December 2026, local time

  it('reads the local calendar day', () => {
    expect(localDay(now)).toBe('2026-12-30');
  });

  it('maps each filter to a day range, across month and year ends', () => {
    expect(dueCondition('overdue', now)).toEqual({ to: '2026-12-29', openOnly: true });
    expect(dueCondition('today', now)).toEqual({ from: '2026-12-30', to: '2026-12-30' });
    expect(dueCondition('week', now)).toEqual({ from: '2026-12-30', to: '2027-01-05' });
    expect(dueCondition('none', now)).toEqual({ missing: true });
    expect(dueCondition('overdue', new Date(2026, 2, 1))).toEqual({
      to: '2026-02-28',
      openOnly: true,
    });
  });
});
