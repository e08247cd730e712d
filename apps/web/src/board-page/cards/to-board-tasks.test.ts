import type { BoardTaskRow } from '@tandem/api-client';
import type { BoardPerson } from '@tandem/ui/board';
import { describe, expect, it } from 'vitest';
import { type CardCache, keepBoardTasks } from './to-board-tasks';

function row(id: string, fields: Partial<BoardTaskRow> = {}): BoardTaskRow {
  return {
    id,
    workspace_id: 'w',
    board_id: 'b',
    state_id: 's',
    number: 1,
    title: id,
    status: 'todo',
    priority: 'none',
    assignee_id: null,
    due_date: null,
    labels: [],
    position: 'a0',
    version: 1,
    checklist_done: 0,
    checklist_total: 0,
    updated_at: '2026-11-28T00:00:00Z',
    ...fields,
  } as BoardTaskRow;
}

const ada: BoardPerson = { id: 'ada', name: 'Ada', avatarUrl: null };
const people = new Map([[ada.id, ada]]);
const nobody = new Map<string, BoardPerson[]>();
const allSent: ReadonlySet<string> = new Set();

describe('keepBoardTasks', () => {
  it('makes each card from its row, with its assignee and editors', () => {
    const tasks = [row('a', { assignee_id: 'ada' }), row('b')];
    const editors = new Map([['b', [ada]]]);
    const { cards } = keepBoardTasks(undefined, tasks, people, editors, allSent, new WeakMap());
    expect(cards.map((card) => [card.id, card.assignee?.name ?? null, card.editingBy])).toEqual([
      ['a', 'Ada', []],
      ['b', null, [ada]],
    ]);
  });

  it('keeps every card whose row is the same object, and makes only the changed one', () => {
    const cache: CardCache = new WeakMap();
    const tasks = [row('a'), row('b'), row('c')];
    const first = keepBoardTasks(undefined, tasks, people, nobody, allSent, cache);
    const renamed = [tasks[0], row('b', { title: 'Renamed' }), tasks[2]] as BoardTaskRow[];
    const next = keepBoardTasks(first, renamed, people, nobody, allSent, cache);
    expect(next.cards[0]).toBe(first.cards[0]);
    expect(next.cards[2]).toBe(first.cards[2]);
    expect(next.cards[1]).not.toBe(first.cards[1]);
    expect(next.cards[1]?.title).toBe('Renamed');
    // Moved rows are found by object, wherever they are.
    const moved = keepBoardTasks(
      next,
      [renamed[2], renamed[0], renamed[1]] as BoardTaskRow[],
      people,
      nobody,
      allSent,
      cache,
    );
    expect(moved.cards).toEqual([next.cards[2], next.cards[0], next.cards[1]]);
    expect(moved.cards[0]).toBe(next.cards[2]);
  });

  it('remakes a card whose editors changed although its row did not', () => {
    const cache: CardCache = new WeakMap();
    const tasks = [row('a'), row('b')];
    const first = keepBoardTasks(undefined, tasks, people, nobody, allSent, cache);
    const next = keepBoardTasks(first, tasks, people, new Map([['a', [ada]]]), allSent, cache);
    expect(next.cards[0]?.editingBy).toEqual([ada]);
    expect(next.cards[1]).toBe(first.cards[1]);
  });

  it('marks the cards of tasks with a change not sent, and only those are remade', () => {
    const cache: CardCache = new WeakMap();
    const tasks = [row('a'), row('b')];
    const first = keepBoardTasks(undefined, tasks, people, nobody, allSent, cache);
    const offline = keepBoardTasks(first, tasks, people, nobody, new Set(['b']), cache);
    expect(offline.cards.map((card) => card.unsaved)).toEqual([false, true]);
    expect(offline.cards[0]).toBe(first.cards[0]);
    const sent = keepBoardTasks(offline, tasks, people, nobody, allSent, cache);
    expect(sent.cards[1]?.unsaved).toBe(false);
  });
});
