import { describe, expect, it } from 'vitest';
import { groupOf } from './group-my-tasks';

describe('groupOf', () => {
  // Friday 27 November 2026: the week runs to Sunday the 29th.
  const today = '2026-11-27';

  it('sorts a due date into overdue, today, this week and later', () => {
    expect(groupOf('2026-11-26', today)).toBe('overdue');
    expect(groupOf('2026-11-27', today)).toBe('today');
    expect(groupOf('2026-11-29', today)).toBe('week');
    expect(groupOf('2026-11-30', today)).toBe('later');
  });

  it('puts an undated task under no date', () => {
    expect(groupOf(null, today)).toBe('none');
  });
});
