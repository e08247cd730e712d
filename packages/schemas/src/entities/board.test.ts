import { describe, expect, it } from 'vitest';
import { boardRow } from '../test-rows.js';
import { issuesOf, parseOk, text } from '../test-utils.js';
import { boardSchema } from './board.js';

describe('boardSchema', () => {
  it('parses active and archived rows, with or without description', () => {
    expect(parseOk(boardSchema, boardRow)).toEqual(boardRow);
    const archived = { ...boardRow, archived_at: boardRow.created_at, description: text(1000) };
    expect(parseOk(boardSchema, archived)).toEqual(archived);
  });

  it('checks name (1–60) and description (≤ 1,000) lengths', () => {
    expect(issuesOf(boardSchema, { ...boardRow, name: text(61) })).toEqual([
      'name: Name must be at most 60 characters',
    ]);
    expect(issuesOf(boardSchema, { ...boardRow, description: text(1001) })).toEqual([
      'description: Description must be at most 1000 characters',
    ]);
  });
});
