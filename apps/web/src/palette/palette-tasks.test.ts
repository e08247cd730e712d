import { tandemKeys } from '@tandem/api-client/react-query';
import type { BoardState, Task } from '@tandem/schemas';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cachedStatesOf, cachedTasksOf } from './palette-tasks';

const state = (id: string, board_id: string, name: string) =>
  ({ id, board_id, name, category: 'started', status: null, wip_limit: null }) as BoardState;
const task = (id: string, board_id: string, state_id: string, number: number) =>
  ({ id, board_id, state_id, number, workspace_id: 'w', status: 'in_progress' }) as Task;

describe('the palette’s cached tasks and columns', () => {
  it('names each loaded task’s column by its board’s states', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(tandemKeys.boardTasks('b1'), [task('t1', 'b1', 'qa', 1)]);
    queryClient.setQueryData(tandemKeys.boardTasks('b2'), [task('t2', 'b2', 'doing', 2)]);
    queryClient.setQueryData(tandemKeys.boardStates('b1'), [state('qa', 'b1', 'QA / Testing')]);
    queryClient.setQueryData(tandemKeys.boardStates('b3'), [state('x', 'b3', 'Elsewhere')]);
    const tasks = cachedTasksOf(queryClient, 'w');
    expect(tasks.map((t) => t.id)).toEqual(['t2', 't1']);
    const states = cachedStatesOf(queryClient, tasks);
    expect(states.get('qa')?.name).toBe('QA / Testing');
    // A board whose columns are not loaded has none; a board without loaded tasks is not read.
    expect([...states.keys()]).toEqual(['qa']);
  });
});
