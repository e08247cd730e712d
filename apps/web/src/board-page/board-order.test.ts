import { describe, expect, it } from 'vitest';
import { boardOrder } from './board-order';

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
