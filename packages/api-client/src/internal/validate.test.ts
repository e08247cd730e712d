import { commentSchema } from '@tandem/schemas';
import { describe, expect, it } from 'vitest';
import { TandemError } from '../errors/tandem-error.js';
import { parseRows } from './validate.js';

const comment = (id: string, body: unknown) => ({
  id,
  task_id: '0f1e2d3c-4b5a-4697-8877-665544332211',
  workspace_id: '2b0d7b3c-9f1e-4a6d-b8c2-5e4f3a2b1c0d',
  author_id: null,
  body,
  created_at: '2026-11-22T10:40:36.123456+00:00',
  edited_at: null,
  deleted_at: null,
});

describe('parseRows', () => {
  it('keeps every good row and reports, rather than throws for, a row that does not match', () => {
    const good = [
      comment('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c51', 'first'),
      comment('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c53', 'third'),
    ];
    const bad = comment('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c52', 42);
    const reports: [TandemError, unknown][] = [];
    const parsed = parseRows(commentSchema, [good[0], bad, good[1]], (error, row) =>
      reports.push([error, row]),
    );
    expect(parsed.map((row) => row.body)).toEqual(['first', 'third']);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.[0]).toBeInstanceOf(TandemError);
    expect(reports[0]?.[0].code).toBe('unknown');
    expect(reports[0]?.[1]).toBe(bad);
  });
});
