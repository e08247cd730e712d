import { describe, expect, it } from 'vitest';
import { messagesOf, parseOk, text } from '../test-utils.js';
import { labelSchema, labelsSchema } from './labels.js';

describe('labelSchema', () => {
  it('accepts 1 and 24 characters after trimming, refuses 0 and 25', () => {
    expect(parseOk(labelSchema, ' a ')).toBe('a');
    expect(parseOk(labelSchema, ` ${text(24)} `)).toBe(text(24));
    expect(messagesOf(labelSchema, '  ')).toEqual(['Label cannot be empty']);
    expect(messagesOf(labelSchema, text(25))).toEqual(['Label must be at most 24 characters']);
  });
});

describe('labelsSchema', () => {
  const labels = (n: number) => Array.from({ length: n }, (_, i) => `l${i}`);

  it('accepts none and 10 labels, refuses 11', () => {
    expect(parseOk(labelsSchema, [])).toEqual([]);
    expect(parseOk(labelsSchema, labels(10))).toEqual(labels(10));
    expect(messagesOf(labelsSchema, labels(11))).toEqual(['A task can have at most 10 labels']);
  });

  it('trims each label and reports a bad one at its index', () => {
    expect(parseOk(labelsSchema, [' bug ', 'ui'])).toEqual(['bug', 'ui']);
    const result = labelsSchema.safeParse(['ok', '']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([1]);
  });

  it('refuses a non-list and non-text labels', () => {
    expect(messagesOf(labelsSchema, 'bug')).toEqual(['Labels must be a list']);
    expect(messagesOf(labelsSchema, [1])).toEqual(['Label must be text']);
  });
});
