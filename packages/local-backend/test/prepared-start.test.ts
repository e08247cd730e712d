import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../src/testing.js';
import { tempProject } from './helpers.js';

const MIGRATION = {
  '20240101000000_notes.sql': 'create table public.notes (id serial primary key, body text);',
};
const SEED = "insert into public.notes (body) values ('from the seed');";

async function notes(backend: TestBackend): Promise<string[]> {
  const result = await backend.context.db.withAdmin((tx) =>
    tx.query<{ body: string }>('select body from public.notes order by id'),
  );
  return result.rows.map((row) => row.body);
}

describe('in-memory starts of the same project', () => {
  let cacheHome: string | undefined;
  let cacheDir: string;
  beforeAll(() => {
    cacheHome = process.env.XDG_CACHE_HOME;
    process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'lb-cache-'));
    cacheDir = join(process.env.XDG_CACHE_HOME, 'tandem-local-backend');
  });
  afterAll(() => {
    if (cacheHome === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = cacheHome;
  });

  it('start from the archive saved after the seed, without what an earlier backend wrote', async () => {
    const projectDir = tempProject(MIGRATION, SEED);
    const prepared = () => readdirSync(cacheDir).filter((name) => name.includes('prepared-'));
    for (const start of ['first', 'second']) {
      const backend = await startTestBackend({ engine: 'pglite', projectDir });
      try {
        expect(await notes(backend)).toEqual(['from the seed']);
        await backend.context.db.withAdmin((tx) =>
          tx.query('insert into public.notes (body) values ($1)', [`written by the ${start}`]),
        );
      } finally {
        await backend.stop();
      }
    }
    expect(prepared().filter((name) => name.endsWith('.tar'))).toHaveLength(1);

    const third = await startTestBackend({ engine: 'pglite', projectDir });
    try {
      expect(await notes(third)).toEqual(['from the seed']);
      const migrations = await third.context.db.withAdmin((tx) =>
        tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations'),
      );
      expect(migrations.rows).toEqual([{ version: '20240101000000' }]);
    } finally {
      await third.stop();
    }
  });
});
