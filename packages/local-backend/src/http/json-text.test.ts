import { describe, expect, it } from 'vitest';
import { jsonTooDeep, MAX_JSON_DEPTH, parseJsonText } from './json-text.js';
import { containsNul } from './nul.js';

describe('parseJsonText', () => {
  it('parses documents up to the depth limit', () => {
    const ok = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(parseJsonText(ok).ok).toBe(true);
  });

  it('refuses deeper documents without recursing', () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    expect(parseJsonText(deep)).toEqual({
      ok: false,
      reason: `nesting deeper than ${MAX_JSON_DEPTH} levels`,
    });
  });

  it('does not count brackets inside strings', () => {
    expect(jsonTooDeep(JSON.stringify({ s: '['.repeat(10_000) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ s: '\\"[[[' }), 1)).toBe(false);
  });

  it('ends a string at the first quote after an even run of backslashes', () => {
    // The string `\` ends before `[[1]]`, which then counts; `\"[[` stays inside its string.
    expect(jsonTooDeep(JSON.stringify(['\\', [[1]]]), 2)).toBe(true);
    expect(jsonTooDeep(JSON.stringify(['\\"[[', 1]), 1)).toBe(false);
    expect(jsonTooDeep('["unterminated [[[', 1)).toBe(false);
  });

  it('gives the top-level values of an object as sent, the last of a repeated key', () => {
    const text = '{"a" : {"b": [1, "}"]} , "k\\u0065y":"v,\\"", "a":[ 2 ],"n":null}';
    const parsed = parseJsonText(text, { members: true });
    expect(parsed.ok && Object.fromEntries(parsed.members ?? [])).toEqual({
      a: '[ 2 ]',
      key: '"v,\\""',
      n: 'null',
    });
    expect(parseJsonText('[{"a":1}]', { members: true })).toEqual({ ok: true, value: [{ a: 1 }] });
  });

  it('reports syntax errors as a reason', () => {
    const result = parseJsonText('{"a":');
    expect(result.ok).toBe(false);
  });
});

describe('containsNul', () => {
  it('finds NUL in nested values and keys', () => {
    expect(containsNul({ a: [{ b: 'x\0' }] })).toBe(true);
    expect(containsNul({ 'k\0': 1 })).toBe(true);
    expect(containsNul({ a: ['x', 1, null, { b: true }] })).toBe(false);
  });
});
