import { describe, expect, it } from 'vitest';
import { ids } from '../test-rows.js';
import { issuesOf, itEnforcesRequiredText, parseOk } from '../test-utils.js';
import { createCommentInputSchema, updateCommentInputSchema } from './comment.js';

describe('createCommentInputSchema', () => {
  const base = { task_id: ids.task, body: 'Nice' };

  it('needs the task', () => {
    expect(parseOk(createCommentInputSchema, base)).toEqual(base);
    expect(issuesOf(createCommentInputSchema, { body: 'Nice' })).toEqual([
      'task_id: Must be a UUID',
    ]);
  });

  itEnforcesRequiredText({
    schema: createCommentInputSchema,
    base,
    field: 'body',
    label: 'Comment',
    max: 4000,
    requiredMessage: 'Comment cannot be empty',
  });
});

describe('updateCommentInputSchema', () => {
  itEnforcesRequiredText({
    schema: updateCommentInputSchema,
    base: { body: 'Edited' },
    field: 'body',
    label: 'Comment',
    max: 4000,
    requiredMessage: 'Comment cannot be empty',
  });
});
