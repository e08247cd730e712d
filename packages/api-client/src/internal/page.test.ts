import { describe, expect, it } from 'vitest';
import { isTandemError } from '../errors/tandem-error.js';
import { decodeCursor, encodeCursor, olderThan } from './page.js';

describe('keyset cursors', () => {
  const at = '2026-11-22T10:40:36.123456+00:00';

  it('round-trip uuid and bigint keys as URL-safe text', () => {
    const uuidKey = { created_at: at, id: '0f1e2d3c-4b5a-4697-8877-665544332211' };
    const cursor = encodeCursor(uuidKey);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(uuidKey);
    expect(decodeCursor(encodeCursor({ created_at: '2026-11-22T10:40:36Z', id: 4711 }))).toEqual({
      created_at: '2026-11-22T10:40:36Z',
      id: 4711,
    });
  });

  it('refuse cursors they did not make as data/invalid on the cursor field', () => {
    const forged = btoa(JSON.stringify([at, "1'); drop table tasks; --"]));
    for (const cursor of ['', 'abc', forged, encodeCursor({ created_at: 'yesterday', id: 1 })]) {
      let error: unknown;
      try {
        decodeCursor(cursor);
      } catch (caught) {
        error = caught;
      }
      expect(isTandemError(error, 'data/invalid'), cursor).toBe(true);
      expect((error as { fieldErrors: object }).fieldErrors).toHaveProperty('cursor');
    }
  });

  it('quote the key in the keyset filter', () => {
    expect(olderThan({ created_at: at, id: 7 })).toBe(
      `created_at.lt."${at}",and(created_at.eq."${at}",id.lt."7")`,
    );
  });
});
