import { describe, expect, it } from 'vitest';
import { messagesOf, parseOk, text } from '../test-utils.js';
import { slugSchema } from './slug.js';

const FORMAT =
  'Slug may contain only lowercase letters, digits and single hyphens, and cannot start or end with a hyphen';

describe('slugSchema', () => {
  it('accepts 3 and 40 characters, refuses 2 and 41', () => {
    expect(parseOk(slugSchema, 'abc')).toBe('abc');
    expect(parseOk(slugSchema, text(40, 'a'))).toBe(text(40, 'a'));
    expect(messagesOf(slugSchema, 'ab')).toEqual(['Slug must be at least 3 characters']);
    expect(messagesOf(slugSchema, text(41, 'a'))).toEqual(['Slug must be at most 40 characters']);
  });

  it('accepts digits and single inner hyphens', () => {
    expect(parseOk(slugSchema, 'team-42')).toBe('team-42');
    expect(parseOk(slugSchema, '1-2-3')).toBe('1-2-3');
    expect(parseOk(slugSchema, '007')).toBe('007');
  });

  it('refuses hyphens at either end, double hyphens, capitals and other characters', () => {
    for (const bad of ['-abc', 'abc-', 'ab--c', 'Team', 'my_team', 'my team', 'équipe', 'a.b.c']) {
      expect(messagesOf(slugSchema, bad), bad).toEqual([FORMAT]);
    }
  });

  it('trims before checking', () => {
    expect(parseOk(slugSchema, '  acme  ')).toBe('acme');
    expect(messagesOf(slugSchema, '   ')).toEqual(['Slug is required']);
  });

  it('reports missing as required and other types as not text', () => {
    expect(messagesOf(slugSchema, undefined)).toEqual(['Slug is required']);
    expect(messagesOf(slugSchema, 123)).toEqual(['Slug must be text']);
  });
});
