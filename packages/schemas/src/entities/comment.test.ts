import { describe, expect, it } from 'vitest';
import { commentRow } from '../test-rows.js';
import { issuesOf, parseOk, text } from '../test-utils.js';
import { commentSchema } from './comment.js';

describe('commentSchema', () => {
  it('parses live, edited and soft-deleted rows', () => {
    expect(parseOk(commentSchema, commentRow)).toEqual(commentRow);
    const deleted = {
      ...commentRow,
      edited_at: commentRow.created_at,
      deleted_at: commentRow.created_at,
    };
    expect(parseOk(commentSchema, deleted)).toEqual(deleted);
  });

  it('checks the body length (1–4,000)', () => {
    expect(parseOk(commentSchema, { ...commentRow, body: text(4000) })).toBeTruthy();
    expect(issuesOf(commentSchema, { ...commentRow, body: text(4001) })).toEqual([
      'body: Comment must be at most 4000 characters',
    ]);
    expect(issuesOf(commentSchema, { ...commentRow, body: '' })).toEqual([
      'body: Comment cannot be empty',
    ]);
  });
});
