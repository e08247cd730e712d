import type { BoardTaskRow } from '@tandem/api-client';
import type { BoardState } from '@tandem/schemas';
import { describe, expect, it } from 'vitest';
import { boardSearchSchema } from '../board-search';
import { chosenColumns, shownColumns } from './column-filter';
import { filterTasks } from './filter-tasks';

/** A Trello-shaped board: five columns of its own, two of them started. */
const state = (id: string, name: string, category: BoardState['category']) =>
  ({ id, name, category, status: null, color: null, wip_limit: null }) as unknown as BoardState;
const states = [
  state('ideas', 'Ideas', 'backlog'),
  state('todo', 'To Do', 'unstarted'),
  state('doing', 'Doing', 'started'),
  state('waiting', 'Waiting on client', 'started'),
  state('done', 'Done ✅', 'completed'),
];
const task = (id: string, stateId: string) =>
  ({ id, state_id: stateId, status: 'in_progress', labels: [] }) as unknown as BoardTaskRow;

describe('the Status filter chooses the board’s own columns', () => {
  it('keeps columns chosen by id in the URL, separating two of one status', () => {
    const search = boardSearchSchema.parse({ state: ['waiting'] });
    expect(chosenColumns(states, search)).toEqual(['waiting']);
    expect(shownColumns(states, [], search.state).map((c) => c.name)).toEqual([
      'Waiting on client',
    ]);
    const tasks = [task('a', 'doing'), task('b', 'waiting')];
    expect(filterTasks(tasks, search, null).map((t) => t.id)).toEqual(['b']);
  });

  it('reads an older link’s statuses as the columns of those statuses', () => {
    const search = boardSearchSchema.parse({ status: ['in_progress'] });
    expect(chosenColumns(states, search)).toEqual(['doing', 'waiting']);
    expect(shownColumns(states, ['in_progress'], search.state).map((c) => c.id)).toEqual([
      'doing',
      'waiting',
    ]);
  });

  it('shows every column but the canceled ones without a choice', () => {
    const all = [...states, state('dropped', 'Dropped', 'canceled')];
    const statuses = ['backlog', 'todo', 'in_progress', 'in_review', 'done'] as const;
    expect(chosenColumns(all, {})).toEqual([]);
    expect(shownColumns(all, statuses, undefined).map((c) => c.id)).not.toContain('dropped');
    expect(shownColumns(all, statuses, ['dropped']).map((c) => c.id)).toEqual(['dropped']);
  });
});
