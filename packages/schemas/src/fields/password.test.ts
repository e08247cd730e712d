import { describe, expect, it } from 'vitest';
import { messagesOf, parseOk } from '../test-utils.js';
import { currentPasswordSchema, newPasswordSchema } from './password.js';

describe('newPasswordSchema', () => {
  it('accepts 8 and 72 characters, refuses 7 and 73', () => {
    expect(parseOk(newPasswordSchema, 'abcdefg1')).toBe('abcdefg1');
    expect(parseOk(newPasswordSchema, `${'a'.repeat(71)}1`)).toHaveLength(72);
    expect(messagesOf(newPasswordSchema, 'abcdef1')).toEqual([
      'Password must be at least 8 characters',
    ]);
    expect(messagesOf(newPasswordSchema, `${'a'.repeat(72)}1`)).toEqual([
      'Password must be at most 72 characters',
    ]);
  });

  it('needs a letter and a digit', () => {
    expect(messagesOf(newPasswordSchema, '12345678')).toEqual(['Password must contain a letter']);
    expect(messagesOf(newPasswordSchema, 'abcdefgh')).toEqual(['Password must contain a digit']);
    expect(messagesOf(newPasswordSchema, '!!!!!!!!')).toEqual([
      'Password must contain a letter',
      'Password must contain a digit',
    ]);
  });

  it('counts only ASCII letters and digits, as the auth server does', () => {
    expect(messagesOf(newPasswordSchema, 'éééééé١٢')).toEqual([
      'Password must contain a letter',
      'Password must contain a digit',
    ]);
  });

  it('keeps surrounding spaces: they are part of the password', () => {
    expect(parseOk(newPasswordSchema, ' abcdef1 ')).toBe(' abcdef1 ');
    expect(messagesOf(newPasswordSchema, '   abc1')).toEqual([
      'Password must be at least 8 characters',
    ]);
  });

  it('reports missing as required and other types as not text', () => {
    expect(messagesOf(newPasswordSchema, undefined)).toEqual(['Password is required']);
    expect(messagesOf(newPasswordSchema, 12345678)).toEqual(['Password must be text']);
  });
});

describe('currentPasswordSchema', () => {
  it('only requires a value, so accounts made under older rules can sign in', () => {
    expect(parseOk(currentPasswordSchema, 'short')).toBe('short');
    expect(messagesOf(currentPasswordSchema, '')).toEqual(['Password is required']);
    expect(messagesOf(currentPasswordSchema, undefined)).toEqual(['Password is required']);
    expect(messagesOf(currentPasswordSchema, 1)).toEqual(['Password must be text']);
  });
});
