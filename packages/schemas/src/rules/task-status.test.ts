import { describe, expect, it } from 'vitest';
import { TASK_STATUSES, type TaskStatus } from '../enums.js';
import { canTransition, completedAtAfter, TASK_STATUS_TRANSITIONS } from './task-status.js';

// The 36 pairs, written out from the README's "Task status" rather than derived from the code under test.
// Rows: from; columns: to, in TASK_STATUSES order (backlog todo in_progress in_review done canceled).
const EXPECTED: Record<TaskStatus, readonly boolean[]> = {
  backlog: [true, true, true, true, true, true],
  todo: [true, true, true, true, true, true],
  in_progress: [true, true, true, true, true, true],
  in_review: [true, true, true, true, true, true],
  done: [true, true, true, true, true, true],
  canceled: [false, true, false, false, false, true],
};

const pairs = TASK_STATUSES.flatMap((from) =>
  TASK_STATUSES.map((to, column) => ({ from, to, allowed: EXPECTED[from][column] })),
);

describe('canTransition', () => {
  it('covers all 36 pairs', () => {
    expect(pairs).toHaveLength(36);
  });

  it.each(pairs)('$from → $to: $allowed', ({ from, to, allowed }) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('agrees with the exported transition table', () => {
    for (const { from, to, allowed } of pairs) {
      expect(TASK_STATUS_TRANSITIONS[from].includes(to)).toBe(allowed);
    }
  });

  it('refuses unknown statuses instead of throwing', () => {
    expect(canTransition('doing' as TaskStatus, 'todo')).toBe(false);
    expect(canTransition('todo', 'doing' as TaskStatus)).toBe(false);
    expect(canTransition(undefined as unknown as TaskStatus, 'todo')).toBe(false);
    expect(canTransition('toString' as TaskStatus, 'todo')).toBe(false);
  });
});

describe('completedAtAfter', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  const earlier = '2026-11-01T08:00:00.000Z';

  it('sets completed_at when entering done', () => {
    expect(completedAtAfter('in_review', 'done', null, now)).toBe('2026-11-22T12:00:00.000Z');
    expect(completedAtAfter('canceled', 'done', null, now)).toBe('2026-11-22T12:00:00.000Z');
  });

  it('clears it when leaving done', () => {
    expect(completedAtAfter('done', 'todo', earlier, now)).toBeNull();
    expect(completedAtAfter('done', 'canceled', earlier, now)).toBeNull();
  });

  it('keeps it otherwise, including a reorder inside done', () => {
    expect(completedAtAfter('done', 'done', earlier, now)).toBe(earlier);
    expect(completedAtAfter('todo', 'in_progress', null, now)).toBeNull();
  });

  it('defaults the clock to the current time', () => {
    const before = Date.now();
    const stamped = completedAtAfter('todo', 'done', null);
    expect(stamped).not.toBeNull();
    expect(Date.parse(stamped ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(stamped ?? '')).toBeLessThanOrEqual(Date.now());
  });
});
