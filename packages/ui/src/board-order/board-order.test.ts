import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../domain/schemas';
import {
  boardMoveOf,
  groupByStatus,
  keepUnchangedColumns,
  locate,
  moveTask,
  neighboursOf,
  sameOrderFields,
} from './board-order';

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

describe('moveTask', () => {
  const { order } = groupByStatus(tasks, statuses);

  it('moves inside a column', () => {
    expect(moveTask(order, 'a', 'todo', 2).todo).toEqual(['b', 'c', 'a']);
  });

  it('moves across columns without touching the input', () => {
    const next = moveTask(order, 'b', 'in_progress', 1);
    expect(next.todo).toEqual(['a', 'c']);
    expect(next.in_progress).toEqual(['y', 'b', 'x']);
    expect(order.todo).toEqual(['a', 'b', 'c']);
  });

  it('drops into an empty column and clamps the index', () => {
    expect(moveTask(order, 'c', 'done', 99).done).toEqual(['c']);
    expect(moveTask(order, 'c', 'todo', -5).todo).toEqual(['c', 'a', 'b']);
  });

  it('ignores unknown tasks and columns', () => {
    expect(moveTask(order, 'nope', 'todo', 0)).toBe(order);
    expect(moveTask(order, 'a', 'canceled', 0)).toBe(order);
  });
});

describe('neighboursOf', () => {
  const { order } = groupByStatus(tasks, statuses);

  it('names the cards above and below', () => {
    expect(neighboursOf(order, 'b')).toEqual({ status: 'todo', aboveId: 'a', belowId: 'c' });
  });

  it('is null at the ends of a column', () => {
    expect(neighboursOf(order, 'a')).toEqual({ status: 'todo', aboveId: null, belowId: 'b' });
    const moved = moveTask(order, 'a', 'done', 0);
    expect(neighboursOf(moved, 'a')).toEqual({ status: 'done', aboveId: null, belowId: null });
  });
});

describe('boardMoveOf', () => {
  const { order } = groupByStatus(tasks, statuses);

  it('reports the new column and the cards now above and below', () => {
    const down = moveTask(order, 'a', 'todo', 1);
    expect(boardMoveOf(order, down, 'a')).toEqual({
      taskId: 'a',
      toStatus: 'todo',
      aboveId: 'b',
      belowId: 'c',
    });
    const across = moveTask(order, 'c', 'done', 0);
    expect(boardMoveOf(order, across, 'c')).toMatchObject({ toStatus: 'done', aboveId: null });
  });

  it('is null when the card kept its place, or is on neither board', () => {
    expect(boardMoveOf(order, moveTask(order, 'b', 'todo', 1), 'b')).toBeNull();
    expect(boardMoveOf(order, order, 'nope')).toBeNull();
  });
});

describe('keepUnchangedColumns', () => {
  const { order } = groupByStatus(tasks, statuses);

  it('returns the previous order itself when no column changed', () => {
    const again = groupByStatus([...tasks], statuses).order;
    expect(again).not.toBe(order);
    expect(keepUnchangedColumns(order, again)).toBe(order);
  });

  it('keeps the arrays of unchanged columns and takes the changed ones', () => {
    const moved = groupByStatus(
      tasks.map((task) => (task.id === 'c' ? { ...task, status: 'done' as const } : task)),
      statuses,
    ).order;
    const kept = keepUnchangedColumns(order, moved);
    expect(kept).toEqual({ todo: ['a', 'b'], in_progress: ['y', 'x'], done: ['c'] });
    expect(kept.in_progress).toBe(order.in_progress);
    expect(kept.todo).toBe(moved.todo);
  });

  it('takes every column when there is no previous order', () => {
    expect(keepUnchangedColumns(null, order)).toBe(order);
  });
});

describe('sameOrderFields', () => {
  it('holds when only fields other than id, status and position changed', () => {
    const renamed = tasks.map((task) => ({ ...task, title: 'renamed' }));
    expect(sameOrderFields(tasks, renamed)).toBe(true);
  });

  it('fails on a move, a reorder, or a different length', () => {
    const moved = tasks.map((task, index) => (index === 0 ? { ...task, position: 'a9' } : task));
    expect(sameOrderFields(tasks, moved)).toBe(false);
    expect(sameOrderFields(tasks, [...tasks].reverse())).toBe(false);
    expect(sameOrderFields(tasks, tasks.slice(1))).toBe(false);
  });
});
