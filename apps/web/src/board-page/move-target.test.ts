import type { BoardTaskRow } from '@tandem/api-client';
import { describe, expect, it } from 'vitest';
import { resolveMoveTarget } from './move-target';
import { placeOf } from './place-of';

/** A row with what board order reads; the rest of a card does not matter here. */
function row(id: string, status: BoardTaskRow['status'], position: string): BoardTaskRow {
  return { id, status, position } as BoardTaskRow;
}

// "todo" holds a, b, c in that order (given shuffled); "done" holds d.
const a = row('a', 'todo', 'a0');
const b = row('b', 'todo', 'a1');
const c = row('c', 'todo', 'a2');
const d = row('d', 'done', 'a0');
const tasks = [c, a, d, b];

describe('placeOf', () => {
  it('gives a card’s neighbours and rank in board order', () => {
    expect(placeOf(tasks, b)).toEqual({
      status: 'todo',
      aboveId: 'a',
      belowId: 'c',
      index: 2,
      count: 3,
    });
    expect(placeOf(tasks, d)).toMatchObject({ aboveId: null, belowId: null, index: 1, count: 1 });
  });
});

describe('resolveMoveTarget', () => {
  it('sends another status to the end of that column', () => {
    expect(resolveMoveTarget(tasks, a, { kind: 'status', status: 'done' })).toEqual({
      taskId: 'a',
      toStatus: 'done',
      aboveId: 'd',
      belowId: null,
    });
  });

  it('moves within the card’s own column', () => {
    const move = (task: BoardTaskRow, kind: 'top' | 'up' | 'down' | 'bottom') =>
      resolveMoveTarget(tasks, task, { kind });
    expect(move(c, 'top')).toMatchObject({ aboveId: null, belowId: 'a' });
    expect(move(b, 'up')).toMatchObject({ aboveId: null, belowId: 'a' });
    expect(move(b, 'down')).toMatchObject({ aboveId: 'c', belowId: null });
    expect(move(a, 'bottom')).toMatchObject({ toStatus: 'todo', aboveId: 'c', belowId: null });
  });

  it('is null where the card already is', () => {
    expect(resolveMoveTarget(tasks, a, { kind: 'top' })).toBeNull();
    expect(resolveMoveTarget(tasks, a, { kind: 'up' })).toBeNull();
    expect(resolveMoveTarget(tasks, c, { kind: 'down' })).toBeNull();
    expect(resolveMoveTarget(tasks, c, { kind: 'bottom' })).toBeNull();
  });
});
