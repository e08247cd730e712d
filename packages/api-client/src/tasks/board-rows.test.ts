import { describe, expect, it } from 'vitest';
import { isTandemError } from '../errors/tandem-error.js';
import { checkBoardRows } from './board-rows.js';
import { boardTaskSchema } from './board-task.js';

const row = {
  id: '7f3c2a9e-1b4d-4c8e-9a2f-5d6e7f8a9b0c',
  workspace_id: '00000000-0000-4000-b000-000000000001',
  board_id: '00000000-0000-4000-c000-000000000001',
  number: 42,
  title: 'Ship the board',
  status: 'in_progress',
  state_id: '00000000-0000-4000-d000-000000000003',
  priority: 'high',
  assignee_id: null,
  due_date: '2026-12-01',
  labels: ['frontend'],
  position: 'a0',
  version: 3,
  created_by: '00000000-0000-4000-a000-000000000001',
  created_at: '2026-11-22T10:40:36.123456+00:00',
  updated_at: '2026-11-22T10:40:36.123456+00:00',
  completed_at: null,
  checklist_done: 0,
  checklist_total: 0,
};

/** What checkBoardRows keeps of `rows`, and the errors it reported for the rest. */
function check(rows: unknown[]) {
  const reported: unknown[] = [];
  const kept = checkBoardRows(rows, (error) => reported.push(error));
  return { kept, reported };
}

describe('checkBoardRows', () => {
  it('returns well-formed rows as the board schema parses them', () => {
    const rows = [row, { ...row, id: 'a1b2c3d4-0000-4000-8000-000000000000', labels: [] }];
    expect(checkBoardRows(rows)).toEqual(rows.map((each) => boardTaskSchema.parse(each)));
  });

  it.each([
    ['a missing column', (({ version: _, ...rest }) => rest)(row)],
    ['a status the client does not know', { ...row, status: 'doing' }],
    ['a priority the client does not know', { ...row, priority: 'critical' }],
    ['a fractional number', { ...row, number: 1.5 }],
    ['a version sent as text', { ...row, version: '3' }],
    ['a label that is not text', { ...row, labels: ['ok', 7] }],
    ['an empty position', { ...row, position: '' }],
    ['a null title', { ...row, title: null }],
    ['a row that is not an object', 'row'],
  ])('reports %s as unknown and keeps the other rows', (_, bad) => {
    const other = { ...row, id: 'a1b2c3d4-0000-4000-8000-000000000001' };
    const { kept, reported } = check([row, bad, other]);
    expect(kept).toEqual([row, other]);
    expect(reported).toHaveLength(1);
    expect(isTandemError(reported[0], 'unknown')).toBe(true);
  });

  it('keeps a task whose creator deleted their account (created_by null)', () => {
    const orphan = { ...row, created_by: null };
    expect(check([orphan])).toEqual({ kept: [boardTaskSchema.parse(orphan)], reported: [] });
  });
});
