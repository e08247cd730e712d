import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../enums.js';
import {
  boardMoveOf,
  compareBoardOrder,
  groupByColumn,
  groupByStatus,
  locate,
  neighboursOf,
  reorderColumns,
} from './board-order.js';

const statuses: TaskStatus[] = ['todo', 'in_progress', 'done'];
const tasks = [
  { id: 'c', status: 'todo' as const, position: 'a2' },
  { id: 'a', status: 'todo' as const, position: 'a0' },
  { id: 'b', status: 'todo' as const, position: 'a1' },
  { id: 'x', status: 'in_progress' as const, position: 'a0' },
  { id: 'z', status: 'canceled' as const, position: 'a0' },
  // Upper case sorts before lower case in code-unit order, as fractional keys expect.
  { id: 'y', status: 'in_progress' as const, position: 'Zz' },
];

describe('compareBoardOrder', () => {
  it('orders by column, then position, then id', () => {
    const sorted = [...tasks, { id: 'd', status: 'todo' as const, position: 'a0' }].sort(
      compareBoardOrder,
    );
    expect(sorted.map((task) => task.id)).toEqual(['a', 'd', 'b', 'c', 'y', 'x', 'z']);
  });
});

describe('groupByStatus', () => {
  it('sorts each column by position in code-unit order', () => {
    const { order } = groupByStatus(tasks, statuses);
    expect(order).toEqual({ todo: ['a', 'b', 'c'], in_progress: ['y', 'x'], done: [] });
  });

  it('leaves out statuses the board does not show but still indexes them', () => {
    const { order, byId } = groupByStatus(tasks, statuses);
    expect(locate(order, 'z')).toBeNull();
    expect(byId.get('z')?.status).toBe('canceled');
  });
});

describe('reorderColumns', () => {
  const { order } = groupByStatus(tasks, statuses);

  it('moves inside a column', () => {
    expect(reorderColumns(order, 'a', 'todo', 2).todo).toEqual(['b', 'c', 'a']);
  });

  it('moves across columns without touching the input', () => {
    const next = reorderColumns(order, 'b', 'in_progress', 1);
    expect(next.todo).toEqual(['a', 'c']);
    expect(next.in_progress).toEqual(['y', 'b', 'x']);
    expect(order.todo).toEqual(['a', 'b', 'c']);
  });

  it('drops into an empty column and clamps the index', () => {
    expect(reorderColumns(order, 'c', 'done', 99).done).toEqual(['c']);
    expect(reorderColumns(order, 'c', 'todo', -5).todo).toEqual(['c', 'a', 'b']);
  });

  it('ignores unknown tasks and columns', () => {
    expect(reorderColumns(order, 'nope', 'todo', 0)).toBe(order);
    expect(reorderColumns(order, 'a', 'canceled', 0)).toBe(order);
  });
});

describe('neighboursOf', () => {
  const { order } = groupByStatus(tasks, statuses);

  it('names the cards above and below', () => {
    expect(neighboursOf(order, 'b')).toEqual({ column: 'todo', aboveId: 'a', belowId: 'c' });
  });

  it('is null at the ends of a column', () => {
    expect(neighboursOf(order, 'a')).toEqual({ column: 'todo', aboveId: null, belowId: 'b' });
    const moved = reorderColumns(order, 'a', 'done', 0);
    expect(neighboursOf(moved, 'a')).toEqual({ column: 'done', aboveId: null, belowId: null });
  });
});

describe('boardMoveOf', () => {
  const { order } = groupByStatus(tasks, statuses);

  it('reports the new column and the cards now above and below', () => {
    const down = reorderColumns(order, 'a', 'todo', 1);
    expect(boardMoveOf(order, down, 'a')).toEqual({
      taskId: 'a',
      toStatus: 'todo',
      aboveId: 'b',
      belowId: 'c',
    });
    const across = reorderColumns(order, 'c', 'done', 0);
    expect(boardMoveOf(order, across, 'c')).toMatchObject({ toStatus: 'done', aboveId: null });
  });

  it('is null when the card kept its place, or is on neither board', () => {
    expect(boardMoveOf(order, reorderColumns(order, 'b', 'todo', 1), 'b')).toBeNull();
    expect(boardMoveOf(order, order, 'nope')).toBeNull();
  });
});

describe('groupByColumn', () => {
  it('groups by any key, such as a workflow state, in board order', () => {
    const inStates = [
      { id: 'a', status: 'todo' as const, position: 'a1', state: 'qa' },
      { id: 'b', status: 'todo' as const, position: 'a0', state: 'qa' },
      { id: 'c', status: 'done' as const, position: 'a0', state: 'shipped' },
    ];
    const { order } = groupByColumn(inStates, ['qa', 'shipped', 'empty'], (t) => t.state);
    expect(order).toEqual({ qa: ['b', 'a'], shipped: ['c'], empty: [] });
    expect(locate(order, 'a')).toEqual({ column: 'qa', index: 1 });
    expect(reorderColumns(order, 'a', 'empty', 0).empty).toEqual(['a']);
  });
});
