import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from '../limits.js';
import { messagesOf, parseOk, text } from '../test-utils.js';
import { emailSchema } from './email.js';

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(parseOk(emailSchema, '  Ann.Lee@Example.COM \n')).toBe('ann.lee@example.com');
  });

  it(`accepts ${EMAIL_MAX_LENGTH} characters, refuses ${EMAIL_MAX_LENGTH + 1}`, () => {
    const domain = '@example.com';
    const longest = `${text(64)}@${text(EMAIL_MAX_LENGTH - 64 - 1 - 4, 'a')}.com`;
    expect(longest.length).toBe(EMAIL_MAX_LENGTH);
    expect(parseOk(emailSchema, longest)).toBe(longest);
    const tooLong = `${text(EMAIL_MAX_LENGTH + 1 - domain.length)}${domain}`;
    expect(messagesOf(emailSchema, tooLong)).toEqual([
      `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
    ]);
  });

  it('measures after trimming', () => {
    const longest = `${text(64)}@${text(EMAIL_MAX_LENGTH - 64 - 1 - 4, 'a')}.com`;
    expect(parseOk(emailSchema, `  ${longest}  `)).toBe(longest);
  });

  it('refuses malformed addresses', () => {
    for (const bad of [
      'ann',
      'ann@',
      '@example.com',
      'ann@example',
      'ann lee@example.com',
      'ann@@example.com',
    ]) {
      expect(messagesOf(emailSchema, bad)).toEqual(['Enter a valid email address']);
    }
  });

  it('reports empty and missing as required, other types as not text', () => {
    expect(messagesOf(emailSchema, '')).toEqual(['Email is required']);
    expect(messagesOf(emailSchema, '   ')).toEqual(['Email is required']);
    expect(messagesOf(emailSchema, undefined)).toEqual(['Email is required']);
    expect(messagesOf(emailSchema, null)).toEqual(['Email is required']);
    expect(messagesOf(emailSchema, 42)).toEqual(['Email must be text']);
  });
});
