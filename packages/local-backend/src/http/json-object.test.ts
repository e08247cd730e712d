import { describe, expect, it } from 'vitest';
import { parseJsonObject } from './json-object.js';

describe('parseJsonObject', () => {
  it('reads an object, and an empty body as {}', () => {
    expect(parseJsonObject('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonObject('  \n')).toEqual({ ok: true, value: {} });
  });

  it('refuses malformed JSON with the parser message', () => {
    const result = parseJsonObject('{"a":');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).not.toBe('');
  });

  it('refuses arrays, scalars and null', () => {
    for (const text of ['[1]', '3', '"x"', 'null']) {
      expect(parseJsonObject(text)).toEqual({ ok: false, reason: 'expected an object' });
    }
  });
});
