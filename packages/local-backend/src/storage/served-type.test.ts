import { describe, expect, it } from 'vitest';
import { servedContentType } from './served-type.js';

describe('servedContentType', () => {
  it('serves HTML in any letter case as plain text, keeping parameters', () => {
    expect(servedContentType('text/html')).toBe('text/plain');
    expect(servedContentType('TEXT/Html; charset=utf-8')).toBe('text/plain; charset=utf-8');
    expect(servedContentType(' text/html ')).toBe('text/plain');
  });

  it('keeps every other type, and defaults to octet-stream', () => {
    expect(servedContentType('image/png')).toBe('image/png');
    expect(servedContentType('text/plain;charset=UTF-8')).toBe('text/plain;charset=UTF-8');
    expect(servedContentType(undefined)).toBe('application/octet-stream');
  });
});
