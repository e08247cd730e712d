import type { BoardState } from '@tandem/schemas';
import { describe, expect, it } from 'vitest';
import { shiftedSpot, spotOf } from './state-writes';

const states = ['todo', 'doing', 'done', 'canceled', 'qa'].map((id) => ({ id }) as BoardState);
const shown = ['todo', 'doing', 'done', 'qa'];

describe('shiftedSpot', () => {
  it('moves a column next to the shown one beside it, past hidden columns', () => {
    expect(shiftedSpot(states, shown, 'qa', -1)).toEqual({ aboveId: 'doing', belowId: 'done' });
    expect(shiftedSpot(states, shown, 'done', 1)).toEqual({ aboveId: 'qa', belowId: null });
    expect(shiftedSpot(states, shown, 'doing', -1)).toEqual({ aboveId: null, belowId: 'todo' });
  });

  it('is null at either end', () => {
    expect(shiftedSpot(states, shown, 'todo', -1)).toBeNull();
    expect(shiftedSpot(states, shown, 'qa', 1)).toBeNull();
  });
});

describe('spotOf', () => {
  it('gives the neighbours a column has now', () => {
    expect(spotOf(states, 'done')).toEqual({ aboveId: 'doing', belowId: 'canceled' });
  });
});
