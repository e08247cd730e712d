import { describe, expect, it } from 'vitest';
import type { ColumnOrder, TaskStatus } from '../domain/schemas';
import { keyboardMoveTarget } from './keyboard-move';

const statuses: TaskStatus[] = ['backlog', 'todo', 'in_progress'];
const order = {
  backlog: ['a', 'b', 'c'],
  todo: [],
  in_progress: ['x', 'y'],
} as unknown as ColumnOrder;

describe('keyboardMoveTarget', () => {
  it('moves one slot up or down within the column, and stops at its ends', () => {
    expect(keyboardMoveTarget(order, statuses, 'b', 'ArrowUp', false)).toEqual({
      column: 'backlog',
      index: 0,
    });
    expect(keyboardMoveTarget(order, statuses, 'b', 'ArrowDown', false)).toEqual({
      column: 'backlog',
      index: 2,
    });
    expect(keyboardMoveTarget(order, statuses, 'a', 'ArrowUp', false)).toBeNull();
    expect(keyboardMoveTarget(order, statuses, 'c', 'ArrowDown', false)).toBeNull();
  });

  it('goes to the neighbouring column, empty ones included, at the same row or its end', () => {
    expect(keyboardMoveTarget(order, statuses, 'c', 'ArrowRight', false)).toEqual({
      column: 'todo',
      index: 0,
    });
    expect(keyboardMoveTarget(order, statuses, 'y', 'ArrowLeft', false)).toEqual({
      column: 'todo',
      index: 0,
    });
    const full = { ...order, todo: ['t'] } as ColumnOrder;
    expect(keyboardMoveTarget(full, statuses, 'b', 'ArrowRight', false)).toEqual({
      column: 'todo',
      index: 1,
    });
    expect(keyboardMoveTarget(order, statuses, 'a', 'ArrowLeft', false)).toBeNull();
    expect(keyboardMoveTarget(order, statuses, 'x', 'ArrowRight', false)).toBeNull();
  });

  it('swaps left and right when the board reads right to left', () => {
    expect(keyboardMoveTarget(order, statuses, 'a', 'ArrowLeft', true)).toEqual({
      column: 'todo',
      index: 0,
    });
    expect(keyboardMoveTarget(order, statuses, 'a', 'ArrowRight', true)).toBeNull();
  });

  it('ignores other keys and unknown cards', () => {
    expect(keyboardMoveTarget(order, statuses, 'a', 'Enter', false)).toBeNull();
    expect(keyboardMoveTarget(order, statuses, 'nope', 'ArrowDown', false)).toBeNull();
  });
});
