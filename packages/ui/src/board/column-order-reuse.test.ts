import { describe, expect, it } from 'vitest';
import { groupByStatus, type TaskStatus } from '../domain/schemas';
import { keepUnchangedColumns, nextVersions, sameOrderFields } from './column-order-reuse';

const statuses: TaskStatus[] = ['todo', 'in_progress', 'done'];
// Two cards in one column and one in another: enough to change one column and keep the other.
const tasks = [
  { id: 'p', status: 'todo' as const, position: 'a0' },
  { id: 'q', status: 'todo' as const, position: 'a1' },
  { id: 'r', status: 'in_progress' as const, position: 'a0' },
];

describe('keepUnchangedColumns', () => {
  const { order } = groupByStatus(tasks, statuses);

  it('returns the previous order itself when no column changed', () => {
    const again = groupByStatus([...tasks], statuses).order;
    expect(again).not.toBe(order);
    expect(keepUnchangedColumns(order, again)).toBe(order);
  });

  it('keeps the arrays of unchanged columns and takes the changed ones', () => {
    const moved = groupByStatus(
      tasks.map((task) => (task.id === 'q' ? { ...task, status: 'done' as const } : task)),
      statuses,
    ).order;
    const kept = keepUnchangedColumns(order, moved);
    expect(kept).toEqual({ todo: ['p'], in_progress: ['r'], done: ['q'] });
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

describe('nextVersions', () => {
  type Placed = { id: string; status: TaskStatus; position: string };
  const byId = new Map<string, Placed>(tasks.map((task) => [task.id, task]));
  const columnOf = (task: Placed) => task.status;
  const versions = { todo: 3, in_progress: 1 };

  it('keeps the versions themselves when every task is the object held', () => {
    expect(nextVersions(versions, byId, [...tasks], columnOf)).toBe(versions);
  });

  it("moves on the version of an edited task's column only", () => {
    const edited = tasks.map((task) => (task.id === 'r' ? { ...task } : task));
    expect(nextVersions(versions, byId, edited, columnOf)).toEqual({ todo: 3, in_progress: 2 });
  });

  it('moves on both columns of a moved task, and starts a column it is the first to change', () => {
    const moved = tasks.map(
      (task): Placed => (task.id === 'q' ? { ...task, status: 'done' } : task),
    );
    expect(nextVersions(versions, byId, moved, columnOf)).toEqual({
      todo: 4,
      in_progress: 1,
      done: 1,
    });
  });
});
