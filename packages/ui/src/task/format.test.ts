import { describe, expect, it } from 'vitest';
import { formatBytes, formatRelativeTime } from './format';

describe('formatBytes', () => {
  it('uses binary multiples with one decimal below ten', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatBytes(2 * 1024 * 1024 + 1)).toBe('2 MB');
  });

  it('refuses negative and non-finite sizes', () => {
    expect(() => formatBytes(-1)).toThrow(RangeError);
    expect(() => formatBytes(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('says now under a minute', () => {
    expect(formatRelativeTime('2026-11-22T11:59:30Z', now, 'en-US')).toBe('now');
  });

  it('counts minutes, hours and days', () => {
    expect(formatRelativeTime('2026-11-22T11:55:00Z', now, 'en-US')).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-22T09:00:00Z', now, 'en-US')).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-21T12:00:00Z', now, 'en-US')).toBe('yesterday');
    expect(formatRelativeTime('2026-11-19T12:00:00Z', now, 'en-US')).toBe('3 days ago');
  });

  it('shows the date after a week', () => {
    expect(formatRelativeTime('2026-11-03T12:00:00Z', now, 'en-US')).toBe('Nov 3');
    expect(formatRelativeTime('2025-11-03T12:00:00Z', now, 'en-US')).toBe('Nov 3, 2025');
  });
});
