import { describe, expect, it } from 'vitest';
import { daysUntil, dueDateState, formatDueDate } from './due-date';

// Local noon, so the calendar day is the same in every time zone the tests run in.
const now = new Date(2026, 10, 22, 12, 0, 0);

describe('daysUntil', () => {
  it('counts calendar days, not 24-hour spans', () => {
    expect(daysUntil('2026-11-22', new Date(2026, 10, 22, 23, 59))).toBe(0);
    expect(daysUntil('2026-11-23', new Date(2026, 10, 22, 23, 59))).toBe(1);
    expect(daysUntil('2026-11-21', now)).toBe(-1);
  });

  it('crosses month and year ends', () => {
    expect(daysUntil('2027-01-01', new Date(2026, 11, 31, 12))).toBe(1);
  });

  it('rejects malformed dates', () => {
    expect(() => daysUntil('next week', now)).toThrow(RangeError);
  });
});

describe('dueDateState', () => {
  it('is none without a due date', () => {
    expect(dueDateState(null, now)).toBe('none');
  });

  it('is overdue the day after the due date', () => {
    expect(dueDateState('2026-11-21', now)).toBe('overdue');
  });

  it('is today on the day itself', () => {
    expect(dueDateState('2026-11-22', now)).toBe('today');
  });

  it('is soon within two days, later after', () => {
    expect(dueDateState('2026-11-24', now)).toBe('soon');
    expect(dueDateState('2026-11-25', now)).toBe('later');
    expect(dueDateState('2026-11-25', now, { soonDays: 3 })).toBe('soon');
  });

  it('never marks done or canceled tasks overdue', () => {
    expect(dueDateState('2026-11-01', now, { status: 'done' })).toBe('none');
    expect(dueDateState('2026-11-01', now, { status: 'canceled' })).toBe('none');
    expect(dueDateState('2026-11-01', now, { status: 'in_review' })).toBe('overdue');
  });
});

describe('formatDueDate', () => {
  it('says today, tomorrow and yesterday in words', () => {
    expect(formatDueDate('2026-11-22', now, 'en-US')).toBe('Today');
    expect(formatDueDate('2026-11-23', now, 'en-US')).toBe('Tomorrow');
    expect(formatDueDate('2026-11-21', now, 'en-US')).toBe('Yesterday');
  });

  it('shows day and month this year, and the year otherwise', () => {
    expect(formatDueDate('2026-12-05', now, 'en-US')).toBe('Dec 5');
    expect(formatDueDate('2027-01-15', now, 'en-US')).toBe('Jan 15, 2027');
  });

  it('follows the locale', () => {
    expect(formatDueDate('2026-12-05', now, 'de-DE')).toBe('5. Dez.');
  });
});
