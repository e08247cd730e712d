import type { BoardTaskRow } from '@tandem/api-client';
import { describe, expect, it } from 'vitest';
import { resolveMoveTarget, resolveStateMoveTarget } from './move-target';
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

describe('resolveStateMoveTarget', () => {
  // QA and In Progress share a status; each is its own column.
  const inState = (id: string, state: string, position: string) =>
    ({ id, status: 'in_progress', state_id: state, position }) as BoardTaskRow;
  const p = inState('p', 'progress', 'a0');
  const q1 = inState('q1', 'qa', 'a0');
  const q2 = inState('q2', 'qa', 'a1');
  const rows = [q2, p, q1];
  const ids = ['progress', 'qa'];

  it('sends another state to the end of that column', () => {
    expect(resolveStateMoveTarget(rows, p, { kind: 'state', stateId: 'qa' }, ids)).toEqual({
      taskId: 'p',
      stateId: 'qa',
      aboveId: 'q2',
      belowId: null,
    });
  });

  it('moves within the card’s own state, not among others of its status', () => {
    expect(resolveStateMoveTarget(rows, q2, { kind: 'top' }, ids)).toEqual({
      taskId: 'q2',
      stateId: 'qa',
      aboveId: null,
      belowId: 'q1',
    });
    expect(resolveStateMoveTarget(rows, q1, { kind: 'up' }, ids)).toBeNull();
  });
});
