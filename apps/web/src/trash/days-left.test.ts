import { describe, expect, it } from 'vitest';
import { daysLeft } from './days-left';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-12-17T12:00:00Z');
const until = (ms: number) => new Date(now + ms).toISOString();

describe('daysLeft', () => {
  it('counts a task deleted just now as 30 days left', () => {
    expect(daysLeft(until(30 * DAY_MS - 1000), now)).toBe('30 days left');
  });

  it('rounds up, so the last day reads "1 day left"', () => {
    expect(daysLeft(until(DAY_MS + 1), now)).toBe('2 days left');
    expect(daysLeft(until(DAY_MS), now)).toBe('1 day left');
    expect(daysLeft(until(60_000), now)).toBe('1 day left');
  });

  it('never says less than a day while the server still lists it', () => {
    expect(daysLeft(until(-1000), now)).toBe('1 day left');
  });
});
