import { describe, expect, it } from 'vitest';
import type { ColumnOrder, TaskStatus } from '../domain/schemas';
import { arrowTarget } from './arrow-navigation';

const statuses: TaskStatus[] = ['backlog', 'todo', 'in_progress'];
const order = { backlog: ['a', 'b', 'c'], todo: [], in_progress: ['x'] } as unknown as ColumnOrder;

describe('arrowTarget', () => {
  it('moves up and down within a column, and stops at its ends', () => {
    expect(arrowTarget(order, statuses, 'b', 'ArrowUp', false)).toBe('a');
    expect(arrowTarget(order, statuses, 'b', 'ArrowDown', false)).toBe('c');
    expect(arrowTarget(order, statuses, 'a', 'ArrowUp', false)).toBeUndefined();
    expect(arrowTarget(order, statuses, 'c', 'ArrowDown', false)).toBeUndefined();
  });

  it('skips empty columns and keeps the row as close as the next column allows', () => {
    expect(arrowTarget(order, statuses, 'c', 'ArrowRight', false)).toBe('x');
    expect(arrowTarget(order, statuses, 'x', 'ArrowLeft', false)).toBe('a');
    expect(arrowTarget(order, statuses, 'x', 'ArrowRight', false)).toBeUndefined();
  });

  it('reverses left and right when the board reads right to left', () => {
    expect(arrowTarget(order, statuses, 'c', 'ArrowLeft', true)).toBe('x');
    expect(arrowTarget(order, statuses, 'unknown', 'ArrowDown', false)).toBeUndefined();
  });
});
