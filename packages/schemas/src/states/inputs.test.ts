import { describe, expect, it } from 'vitest';
import { boardStateSchema } from './board-state.js';
import { createBoardStateInputSchema, updateBoardStateInputSchema } from './inputs.js';

const BOARD = '00000000-0000-4000-8000-000000000001';

describe('board state inputs', () => {
  it('trim the name and accept a colour, a category and a limit', () => {
    expect(
      createBoardStateInputSchema.parse({
        board_id: BOARD,
        name: '  QA ',
        category: 'started',
        color: '#00aa00',
        wip_limit: 5,
      }),
    ).toEqual({
      board_id: BOARD,
      name: 'QA',
      category: 'started',
      color: '#00aa00',
      wip_limit: 5,
    });
  });

  it('refuse a missing name, an unknown category, a bad colour and limits out of range', () => {
    const bad = [
      { board_id: BOARD, name: ' ', category: 'started' },
      { board_id: BOARD, name: 'QA', category: 'doing' },
      { board_id: BOARD, name: 'QA', category: 'started', color: 'green' },
      { board_id: BOARD, name: 'QA', category: 'started', wip_limit: 0 },
      { board_id: BOARD, name: 'QA', category: 'started', wip_limit: 1000 },
      { board_id: BOARD, name: 'x'.repeat(41), category: 'started' },
    ];
    for (const input of bad) {
      expect(createBoardStateInputSchema.safeParse(input).success, JSON.stringify(input)).toBe(
        false,
      );
    }
  });

  it('keep absent fields of an edit, and clear a limit with null', () => {
    expect(updateBoardStateInputSchema.parse({ wip_limit: null })).toEqual({ wip_limit: null });
    expect(updateBoardStateInputSchema.parse({})).toEqual({});
  });

  it('parse a row as the database returns it', () => {
    const row = {
      id: BOARD,
      board_id: BOARD,
      workspace_id: BOARD,
      name: 'In Review',
      color: '#7c5ce6',
      position: 'a3',
      category: 'started',
      status: 'in_review',
      wip_limit: null,
      wip_hard_limit: false,
      created_at: '2026-11-30T10:00:00+00:00',
      updated_at: '2026-11-30T10:00:00+00:00',
    };
    expect(boardStateSchema.parse(row)).toEqual(row);
  });
});
