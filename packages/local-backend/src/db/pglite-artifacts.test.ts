import { describe, expect, it } from 'vitest';
import { pgliteModule } from './pglite-artifacts.js';
import { PgliteThread } from './pglite-thread.js';

describe('pgliteModule', () => {
  it('compiles each of PGlite’s modules once and hands the same one to every caller', async () => {
    const [first, second] = await Promise.all([pgliteModule('pglite'), pgliteModule('pglite')]);
    expect(first).toBe(second);
    expect(await pgliteModule('pglite')).toBe(first);
    expect(await pgliteModule('initdb')).not.toBe(first);
  });

  it('serves two databases, one after the other, from the one compiled module', async () => {
    for (const value of [1, 2]) {
      const db = await PgliteThread.start({ ownerSearchPath: 'public' });
      try {
        const { rows } = await db.query<{ value: number }>('select $1::int as value', [value]);
        expect(rows).toEqual([{ value }]);
      } finally {
        await db.close();
      }
    }
  });
});
