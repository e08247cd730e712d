import { readFileSync } from 'node:fs';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareReach, type Reach, readReach } from './grants-catalog.js';
import { admin, startBackend } from './helpers.js';

/** The committed allow-list: everything anon and authenticated may reach, and nothing else. */
const ALLOW_LIST: Reach = JSON.parse(
  readFileSync(new URL('./grants.allow-list.json', import.meta.url), 'utf8'),
);
const ROLLBACK = new Error('roll back the scratch objects');

describe('comparing grants with the allow-list', () => {
  const allowed: Reach = { anon: [], authenticated: ['table public.tasks: select'] };

  it('agrees when the grants are the allow-list', () => {
    expect(
      compareReach(allowed, { anon: [], authenticated: ['table public.tasks: select'] }),
    ).toEqual([]);
  });

  it('reports a grant to anon the allow-list does not list', () => {
    const actual = {
      anon: ['table public.tasks: select'],
      authenticated: ['table public.tasks: select'],
    };
    expect(compareReach(allowed, actual)).toEqual([
      'anon may reach "table public.tasks: select", which the allow-list does not list',
    ]);
  });

  it('reports a listed grant that is missing', () => {
    expect(compareReach(allowed, { anon: [], authenticated: [] })).toEqual([
      'authenticated lacks "table public.tasks: select", which the allow-list lists',
    ]);
  });
});

describe.each(engines)('grants on %s', (engine) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());

  it('give anon and authenticated exactly what the allow-list lists', async () => {
    const actual = await admin(backend, readReach);
    expect(compareReach(ALLOW_LIST, actual)).toEqual([]);
  });

  it('keeps the allow-list sorted, so a change reads as one line', () => {
    expect(ALLOW_LIST.anon).toEqual([...ALLOW_LIST.anon].sort());
    expect(ALLOW_LIST.authenticated).toEqual([...ALLOW_LIST.authenticated].sort());
  });

  it('gives a new table no grant until a migration states one, and notices one that does', async () => {
    let problems: string[] = [];
    let scratchReach: Reach = { anon: [], authenticated: [] };
    await admin(backend, async (tx) => {
      await tx.exec('create table public.grants_scratch (id int primary key)');
      scratchReach = await readReach(tx);
      await tx.exec('grant select on public.grants_scratch to anon');
      problems = compareReach(ALLOW_LIST, await readReach(tx));
      throw ROLLBACK;
    }).catch((error) => {
      if (error !== ROLLBACK) throw error;
    });
    const scratch = (entry: string) => entry.includes('grants_scratch');
    expect(scratchReach.anon.filter(scratch)).toEqual([]);
    expect(scratchReach.authenticated.filter(scratch)).toEqual([]);
    expect(problems).toEqual([
      'anon may reach "table public.grants_scratch: select", which the allow-list does not list',
    ]);
  });
});
