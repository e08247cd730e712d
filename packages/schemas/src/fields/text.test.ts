import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { messagesOf, parseOk, text } from '../test-utils.js';
import { nullableTextSchema, requiredTextSchema, textColumnSchema } from './text.js';

describe('requiredTextSchema', () => {
  const title = requiredTextSchema('Title', 200);

  it('accepts 1 and 200 characters, refuses 0 and 201', () => {
    expect(parseOk(title, 'a')).toBe('a');
    expect(parseOk(title, text(200))).toBe(text(200));
    expect(messagesOf(title, '')).toEqual(['Title is required']);
    expect(messagesOf(title, text(201))).toEqual(['Title must be at most 200 characters']);
  });

  it('trims before measuring, so surrounding spaces do not count', () => {
    expect(parseOk(title, `  ${text(200)}  `)).toBe(text(200));
    expect(messagesOf(title, '   \n\t')).toEqual(['Title is required']);
  });

  it('counts characters as the database does (an emoji is one)', () => {
    const two = requiredTextSchema('Name', 2);
    expect(parseOk(two, '😀😀')).toBe('😀😀');
    expect(messagesOf(two, '😀😀😀')).toEqual(['Name must be at most 2 characters']);
  });

  it('honours a custom minimum and required message', () => {
    const code = requiredTextSchema('Code', 5, { min: 3, requiredMessage: 'Type a code' });
    expect(messagesOf(code, '')).toEqual(['Type a code']);
    expect(messagesOf(code, 'ab')).toEqual(['Code must be at least 3 characters']);
    expect(parseOk(code, 'abc')).toBe('abc');
  });

  it('reports missing values as required and other types as not text', () => {
    expect(messagesOf(title, undefined)).toEqual(['Title is required']);
    expect(messagesOf(title, null)).toEqual(['Title is required']);
    expect(messagesOf(title, 12)).toEqual(['Title must be text']);
    expect(messagesOf(title, { a: 1 })).toEqual(['Title must be text']);
  });
});

describe('nullableTextSchema', () => {
  const description = nullableTextSchema('Description', 10);

  it('accepts up to the maximum after trimming, refuses one more', () => {
    expect(parseOk(description, ` ${text(10)} `)).toBe(text(10));
    expect(messagesOf(description, text(11))).toEqual([
      'Description must be at most 10 characters',
    ]);
  });

  it('turns empty, blank and null into null', () => {
    expect(parseOk(description, '')).toBeNull();
    expect(parseOk(description, ' \t\n')).toBeNull();
    expect(parseOk(description, null)).toBeNull();
  });

  it('defaults to null when absent, if asked to', () => {
    expect(parseOk(z._default(description, null), undefined)).toBeNull();
    expect(messagesOf(description, undefined)).toEqual(['Description must be text']);
  });

  it('refuses other types', () => {
    expect(messagesOf(description, 3)).toEqual(['Description must be text']);
  });
});

describe('textColumnSchema', () => {
  const column = textColumnSchema('Name', 1, 3);

  it('checks both bounds without trimming', () => {
    expect(parseOk(column, ' a ')).toBe(' a ');
    expect(messagesOf(column, '')).toEqual(['Name cannot be empty']);
    expect(messagesOf(column, 'abcd')).toEqual(['Name must be at most 3 characters']);
    expect(messagesOf(column, 1)).toEqual(['Name must be text']);
  });
});
