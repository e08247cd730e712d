import type { Task } from '@tandem/schemas';
import { compareBoardOrder } from '@tandem/schemas';
import { describe, expect, it } from 'vitest';
import { placeOptimistically, removeFromBoard, upsertInBoard } from './board-list-edits.js';

function task(id: string, status: Task['status'], position: string, stateId = 's'): Task {
  return {
    id,
    status,
    position,
    workspace_id: 'w',
    board_id: 'b',
    state_id: stateId,
    number: 1,
    title: id,
    description: null,
    priority: 'none',
    assignee_id: null,
    due_date: null,
    labels: [],
    version: 1,
    created_by: 'u',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    completed_at: null,
    checklist_done: 0,
    checklist_total: 0,
  };
}

const ids = (tasks: Task[]) => tasks.map((t) => t.id);

describe('board order', () => {
  it('orders by status column, then by position in code-unit order', () => {
    const tasks = [task('c', 'todo', 'a0'), task('a', 'backlog', 'a1'), task('b', 'backlog', 'Zz')];
    // 'Z' (0x5A) sorts before 'a' (0x61) in fractional-indexing keys, unlike a locale compare.
    expect(ids([...tasks].sort(compareBoardOrder))).toEqual(['b', 'a', 'c']);
  });

  it('upserts a task in place and removes one', () => {
    const board = [task('a', 'backlog', 'a0'), task('b', 'todo', 'a0')];
    const moved = upsertInBoard(board, task('a', 'todo', 'a1'));
    expect(ids(moved)).toEqual(['b', 'a']);
    expect(ids(removeFromBoard(moved, 'b'))).toEqual(['a']);
  });

  it('replaces a task that keeps its place where it is, and moves one whose place changed', () => {
    const board = [task('a', 'todo', 'a0'), task('b', 'todo', 'a1'), task('c', 'todo', 'a2')];
    const renamed = { ...task('b', 'todo', 'a1'), title: 'Renamed' };
    const next = upsertInBoard(board, renamed);
    expect(next).toEqual([board[0], renamed, board[2]]);
    expect(next[0]).toBe(board[0]);
    expect(next[2]).toBe(board[2]);
    expect(board[1]?.title).toBe('b');
    expect(ids(upsertInBoard(board, task('b', 'todo', 'a3')))).toEqual(['a', 'c', 'b']);
    expect(ids(upsertInBoard(board, task('c', 'todo', 'Zz')))).toEqual(['c', 'a', 'b']);
  });

  it('places a moved card between its new neighbours, or at the end of its column', () => {
    const board = [
      task('a', 'backlog', 'a0'),
      task('b', 'todo', 'a0'),
      task('c', 'todo', 'a1'),
      task('d', 'done', 'a0'),
    ];
    expect(
      ids(
        placeOptimistically(board, { taskId: 'a', toStatus: 'todo', aboveId: 'b', belowId: 'c' }),
      ),
    ).toEqual(['b', 'a', 'c', 'd']);
    expect(
      ids(placeOptimistically(board, { taskId: 'a', toStatus: 'todo', belowId: 'b' })),
    ).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(placeOptimistically(board, { taskId: 'a', toStatus: 'todo' }))).toEqual([
      'b',
      'c',
      'a',
      'd',
    ]);
    expect(ids(placeOptimistically(board, { taskId: 'd', toStatus: 'in_progress' }))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('places a card moved to a state at the end of that state, its status left to the server', () => {
    const board = [task('a', 'todo', 'a0', 'todo'), task('b', 'in_progress', 'a0', 'qa')];
    const placed = placeOptimistically(board, { taskId: 'a', stateId: 'qa' });
    expect(ids(placed)).toEqual(['b', 'a']);
    expect(placed[1]).toMatchObject({ state_id: 'qa', status: 'todo', position: 'a0' });
  });
});
