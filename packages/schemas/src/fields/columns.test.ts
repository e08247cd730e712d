import { describe, expect, it } from 'vitest';
import { messagesOf, parseOk } from '../test-utils.js';
import { dateSchema, timestampSchema, uuidSchema } from './columns.js';

describe('uuidSchema', () => {
  it('accepts any 8-4-4-4-12 hex uuid, in either case', () => {
    expect(parseOk(uuidSchema, '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f')).toBeTruthy();
    expect(parseOk(uuidSchema, '11111111-1111-1111-1111-111111111111')).toBeTruthy();
    expect(parseOk(uuidSchema, '6F1C2B9E-3D4A-4C5B-8E7F-0A1B2C3D4E5F')).toBeTruthy();
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'not-a-uuid',
      '6f1c2b9e3d4a4c5b8e7f0a1b2c3d4e5f',
      '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5',
      42,
      null,
    ]) {
      expect(messagesOf(uuidSchema, bad)).toEqual(['Must be a UUID']);
    }
  });
});

describe('timestampSchema', () => {
  it('accepts what PostgREST prints for timestamptz', () => {
    expect(parseOk(timestampSchema, '2026-11-22T10:40:36.123456+00:00')).toBe(
      '2026-11-22T10:40:36.123456+00:00',
    );
    expect(parseOk(timestampSchema, '2026-11-22T10:40:36+02:00')).toBeTruthy();
    expect(parseOk(timestampSchema, '2026-11-22T10:40:36.5Z')).toBeTruthy();
  });

  it('refuses dates, missing offsets and other types', () => {
    for (const bad of ['2026-11-22', '2026-11-22 10:40:36', 'yesterday', 1700000000000, null]) {
      expect(messagesOf(timestampSchema, bad)).toEqual(['Must be an ISO 8601 timestamp']);
    }
  });
});

describe('dateSchema', () => {
  it('accepts real calendar days as YYYY-MM-DD', () => {
    expect(parseOk(dateSchema, '2024-02-29')).toBe('2024-02-29');
    expect(parseOk(dateSchema, '2026-12-31')).toBe('2026-12-31');
  });

  it('refuses impossible days, other formats and other types', () => {
    for (const bad of [
      '2025-02-29',
      '2026-13-01',
      '2026-1-5',
      '22/11/2026',
      '2026-11-22T00:00:00Z',
      20261122,
    ]) {
      expect(messagesOf(dateSchema, bad)).toEqual(['Must be a date in the form YYYY-MM-DD']);
    }
  });
});
