import type { Task } from '@tandem/schemas';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { tandemKeys } from './keys.js';
import { writeTasks } from './task-cache.js';

function task(
  id: string,
  board: string,
  status: Task['status'],
  position: string,
  version = 1,
): Task {
  return {
    id,
    status,
    position,
    version,
    workspace_id: 'w',
    board_id: board,
    state_id: 'state',
    number: Number(id.replace(/\D/g, '')) || 1,
    title: id,
    description: null,
    priority: 'none',
    assignee_id: null,
    due_date: null,
    labels: [],
    created_by: 'u',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    completed_at: null,
    checklist_done: 0,
    checklist_total: 0,
  };
}

describe('writeTasks', () => {
  it('rebuilds each board once: replaced, moved in and moved out, still in board order', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(tandemKeys.boardTasks('a'), [
      task('t1', 'a', 'backlog', 'a0'),
      task('t2', 'a', 'todo', 'a0'),
      task('t3', 'a', 'todo', 'a1'),
    ]);
    queryClient.setQueryData(tandemKeys.boardTasks('b'), [task('t9', 'b', 'done', 'a0')]);
    writeTasks(queryClient, [
      task('t3', 'a', 'backlog', 'Zz', 2),
      task('t2', 'b', 'done', 'a1', 2),
      task('t4', 'a', 'in_review', 'a0'),
    ]);
    const ids = (board: string) =>
      queryClient.getQueryData<Task[]>(tandemKeys.boardTasks(board))?.map((t) => t.id);
    expect(ids('a')).toEqual(['t3', 't1', 't4']);
    expect(ids('b')).toEqual(['t9', 't2']);
  });

  it('writes a task query only where one is already cached', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(tandemKeys.boardTasks('a'), []);
    queryClient.setQueryData(tandemKeys.task('t1'), task('t1', 'a', 'todo', 'a0'));
    writeTasks(queryClient, [task('t1', 'a', 'done', 'a0', 2), task('t2', 'a', 'todo', 'a1')]);
    expect(queryClient.getQueryData<Task>(tandemKeys.task('t1'))?.version).toBe(2);
    expect(queryClient.getQueryCache().find({ queryKey: tandemKeys.task('t2'), exact: true })).toBe(
      undefined,
    );
  });
});
