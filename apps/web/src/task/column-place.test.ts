import { describe, expect, it } from 'vitest';
import { columnPlaceOf } from './column-place';

const row = (id: string, state_id: string, position: string) => ({ id, state_id, position });

describe('columnPlaceOf', () => {
  it('names the cards either side in the column, in code-unit order of position', () => {
    const tasks = [
      row('c', 'qa', 'a2'),
      row('x', 'todo', 'a1'),
      row('a', 'qa', 'Zz'),
      row('b', 'qa', 'a0'),
    ];
    expect(columnPlaceOf(tasks, row('b', 'qa', 'a0'))).toEqual({
      stateId: 'qa',
      aboveId: 'a',
      belowId: 'c',
    });
    expect(columnPlaceOf(tasks, row('a', 'qa', 'Zz'))).toEqual({
      stateId: 'qa',
      aboveId: null,
      belowId: 'b',
    });
  });

  it('gives only the column when the board’s list is not held', () => {
    expect(columnPlaceOf(undefined, row('a', 'qa', 'a0'))).toEqual({
      stateId: 'qa',
      aboveId: null,
      belowId: null,
    });
    expect(columnPlaceOf([row('b', 'qa', 'a0')], row('a', 'qa', 'a1'))).toEqual({
      stateId: 'qa',
      aboveId: null,
      belowId: null,
    });
  });
});
