import { describe, expect, it } from 'vitest';
import { boardOrder, keepBoardOrder } from './board-order';

describe('boardOrder', () => {
  it('reads the board column by column, top to bottom, leaving hidden columns out', () => {
    const cards = [
      { id: 'c', state_id: 'done', position: 'a0' },
      { id: 'b', state_id: 'todo', position: 'a1' },
      { id: 'a', state_id: 'todo', position: 'a0' },
      { id: 'x', state_id: 'canceled', position: 'a0' },
      { id: 'd', state_id: 'backlog', position: 'Zz' },
    ];
    expect(boardOrder(cards, ['backlog', 'todo', 'done'])).toEqual(['d', 'a', 'b', 'c']);
  });

  it('orders keys by their bytes, as the database does, and ties by id', () => {
    const cards = [
      { id: '2', state_id: 's', position: 'a' },
      { id: '1', state_id: 's', position: 'a' },
      { id: '3', state_id: 's', position: 'Z' },
    ];
    expect(boardOrder(cards, ['s'])).toEqual(['3', '1', '2']);
  });
});

describe('keepBoardOrder', () => {
  const cards = [
    { id: 'b', state_id: 'todo', position: 'a1', title: 'Second' },
    { id: 'a', state_id: 'todo', position: 'a0', title: 'First' },
  ];

  it('keeps the order array while only what a card shows changes', () => {
    const kept = keepBoardOrder(undefined, cards, ['todo']);
    expect(kept.ids).toEqual(['a', 'b']);
    const renamed = [{ ...cards[0], title: 'Renamed' }, cards[1]] as typeof cards;
    expect(keepBoardOrder(kept, renamed, ['todo']).ids).toBe(kept.ids);
  });

  it('orders again when a card moves or the columns change', () => {
    const kept = keepBoardOrder(undefined, cards, ['todo', 'done']);
    const moved = [{ ...cards[0], state_id: 'done' }, cards[1]] as typeof cards;
    expect(keepBoardOrder(kept, moved, ['todo', 'done']).ids).toEqual(['a', 'b']);
    const raised = [{ ...cards[0], position: 'Z' }, cards[1]] as typeof cards;
    expect(keepBoardOrder(kept, raised, ['todo', 'done']).ids).toEqual(['b', 'a']);
    const doneFirst = keepBoardOrder(kept, moved, ['done', 'todo']);
    expect(doneFirst.ids).toEqual(['b', 'a']);
  });
});
