import { describe, expect, it } from 'vitest';
import type { BoardTask } from './board-task';
import { people } from './fixtures';
import { teamColumns, teamTasks } from './state-fixtures';
import {
  formatListSort,
  listRows,
  nextSort,
  parseListSort,
  sortTasks,
  taskListOrder,
} from './task-list-model';

const numbers = (tasks: ReadonlyArray<BoardTask>) => tasks.map((task) => task.number);

describe('sortTasks', () => {
  it('keeps board order without a sort', () => {
    const sorted = sortTasks(teamTasks, null, teamColumns);
    expect(sorted.map((task) => task.status)).toEqual(
      [...sorted.map((task) => task.status)].sort(
        (a, b) =>
          ['backlog', 'todo', 'in_progress', 'in_review', 'done'].indexOf(a) -
          ['backlog', 'todo', 'in_progress', 'in_review', 'done'].indexOf(b),
      ),
    );
  });

  it('puts tasks without a due date last in either direction', () => {
    const up = sortTasks(teamTasks, { column: 'due', descending: false }, teamColumns);
    const down = sortTasks(teamTasks, { column: 'due', descending: true }, teamColumns);
    const dated = teamTasks.filter((task) => task.due_date).length;
    for (const sorted of [up, down]) {
      expect(sorted.slice(dated).every((task) => task.due_date === null)).toBe(true);
    }
    const dates = up.slice(0, dated).map((task) => task.due_date ?? '');
    expect(dates).toEqual([...dates].sort());
    expect(down.slice(0, dated).map((task) => task.due_date)).toEqual(dates.reverse());
  });

  it('sorts priority urgent first and numbers ascending', () => {
    const byPriority = sortTasks(teamTasks, { column: 'priority', descending: false }, teamColumns);
    expect(byPriority[0]?.priority).toBe('urgent');
    const byNumber = sortTasks(teamTasks, { column: 'number', descending: true }, teamColumns);
    expect(numbers(byNumber)).toEqual([...numbers(teamTasks)].sort((a, b) => b - a));
  });
});

describe('listRows', () => {
  it('answers a repeated call with the same rows, and a changed list with new ones', () => {
    const sort = { column: 'number', descending: true } as const;
    const rows = listRows(teamTasks, teamColumns, sort, 'state');
    expect(listRows(teamTasks, teamColumns, sort, 'state')).toBe(rows);
    const fewer = teamTasks.slice(1);
    const shorter = listRows(fewer, teamColumns, sort, 'state');
    expect(shorter).not.toBe(rows);
    expect(shorter.filter((row) => row.kind === 'task')).toHaveLength(fewer.length);
    expect(listRows(teamTasks, teamColumns, sort, null)).toHaveLength(teamTasks.length);
  });

  it('heads each non-empty state with its count, in board order', () => {
    const rows = listRows(teamTasks, teamColumns, null, 'state');
    const headings = rows.flatMap((row) => (row.kind === 'group' ? [row] : []));
    expect(headings.map((row) => row.label)).toEqual(
      teamColumns
        .filter((column) => teamTasks.some((task) => task.state_id === column.id))
        .map((column) => column.name),
    );
    expect(headings.reduce((sum, row) => sum + row.count, 0)).toBe(teamTasks.length);
  });

  it('groups by assignee by name, unassigned last', () => {
    const rows = listRows(teamTasks, teamColumns, null, 'assignee');
    const labels = rows.flatMap((row) => (row.kind === 'group' ? [row.label] : []));
    expect(labels.at(-1)).toBe('Unassigned');
    expect(labels.slice(0, -1)).toEqual(
      people
        .map((person) => person.name)
        .filter((name) => labels.includes(name))
        .sort(),
    );
  });
});

describe('the URL form of a sort', () => {
  it('round-trips and refuses unknown columns', () => {
    expect(formatListSort({ column: 'due', descending: true })).toBe('-due');
    expect(parseListSort('-due')).toEqual({ column: 'due', descending: true });
    expect(parseListSort('updated')).toEqual({ column: 'updated', descending: false });
    expect(parseListSort('colour')).toBeNull();
  });

  it('cycles ascending, descending, none', () => {
    const up = nextSort(null, 'due');
    const down = nextSort(up, 'due');
    expect([up, down, nextSort(down, 'due')]).toEqual([
      { column: 'due', descending: false },
      { column: 'due', descending: true },
      null,
    ]);
  });
});

describe('taskListOrder', () => {
  it('lists the task ids as a grouped, sorted list shows them, without the headings', () => {
    const sort = { column: 'priority', descending: false } as const;
    const order = taskListOrder(teamTasks, teamColumns, sort, 'state');
    const rows = listRows(teamTasks, teamColumns, sort, 'state');
    expect(order).toEqual(rows.flatMap((row) => (row.kind === 'task' ? [row.task.id] : [])));
    expect(order).toHaveLength(teamTasks.length);
  });
});
