import { describe, expect, it } from 'vitest';
import { CAPACITY_LIMITS, type CapacityKind, hasRoomFor } from './capacity.js';

describe('CAPACITY_LIMITS', () => {
  it('holds the counted limits of the spec', () => {
    expect(CAPACITY_LIMITS).toEqual({
      'attachments-per-task': 20,
      'boards-per-workspace': 50,
      'members-per-workspace': 200,
      'pending-invitations': 20,
    });
  });
});

describe('hasRoomFor', () => {
  it.each(Object.entries(CAPACITY_LIMITS) as [CapacityKind, number][])(
    '%s: room for one more below %i, none at it',
    (kind, limit) => {
      expect(hasRoomFor(kind, 0)).toBe(true);
      expect(hasRoomFor(kind, limit - 1)).toBe(true);
      expect(hasRoomFor(kind, limit)).toBe(false);
      expect(hasRoomFor(kind, limit + 1)).toBe(false);
    },
  );

  it('counts several items at once', () => {
    expect(hasRoomFor('attachments-per-task', 18, 2)).toBe(true);
    expect(hasRoomFor('attachments-per-task', 19, 2)).toBe(false);
    expect(hasRoomFor('attachments-per-task', 20, 0)).toBe(true);
  });

  it('throws a clear error for bad counts and unknown limits', () => {
    expect(() => hasRoomFor('boards-per-workspace', -1)).toThrow(
      'current must be a whole number of at least 0, got -1',
    );
    expect(() => hasRoomFor('boards-per-workspace', 1, 1.5)).toThrow(RangeError);
    expect(() => hasRoomFor('boards-per-workspace', Number.NaN)).toThrow(RangeError);
    expect(() => hasRoomFor('seats' as CapacityKind, 1)).toThrow('Unknown capacity limit: "seats"');
  });
});
