import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../enums.js';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_SETTINGS } from './notification-kinds.js';

describe('notification kinds', () => {
  it('label every kind, and nothing else', () => {
    expect(Object.keys(NOTIFICATION_KIND_LABELS)).toEqual([...NOTIFICATION_KINDS]);
  });

  it('put every kind in exactly one settings row, in the kinds’ order', () => {
    expect(NOTIFICATION_SETTINGS.flatMap((row) => row.kinds)).toEqual([...NOTIFICATION_KINDS]);
    const ids = NOTIFICATION_SETTINGS.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
