import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDays,
  dayOf,
  periodTitle,
  shiftPeriod,
  startOfWeek,
} from './calendar-dates';

describe('calendar dates', () => {
  it('moves by days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('starts weeks on Monday or Sunday', () => {
    expect(startOfWeek('2026-11-27')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-27', 0)).toBe('2026-11-22');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
  });

  it('shows whole weeks around a month', () => {
    const days = calendarDays('month', '2026-11-15');
    expect(days[0]).toBe('2026-10-26');
    expect(days.at(-1)).toBe('2026-12-06');
    expect(days).toHaveLength(42);
    expect(calendarDays('month', '2027-02-10')).toHaveLength(28);
  });

  it('shows a week of seven days', () => {
    expect(calendarDays('week', '2026-11-27')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('pages by month without skipping short months', () => {
    expect(shiftPeriod('month', '2027-01-31', 1)).toBe('2027-02-01');
    expect(shiftPeriod('month', '2027-01-31', -1)).toBe('2026-12-01');
    expect(shiftPeriod('week', '2026-11-27', 1)).toBe('2026-12-04');
  });

  it('names the period and the local day', () => {
    expect(periodTitle('month', '2026-11-27', 1, 'en-US')).toBe('November 2026');
    expect(periodTitle('week', '2026-11-27', 1, 'en-US')).toMatch(/^Nov 23\s–\s29, 2026$/u);
    expect(dayOf(new Date(2026, 10, 27, 23, 59))).toBe('2026-11-27');
  });
});
