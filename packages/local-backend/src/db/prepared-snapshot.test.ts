import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedSnapshot } from './prepared-snapshot.js';

const TODAY = new Date('2026-03-02T10:00:00Z');
const TOMORROW = new Date('2026-03-03T10:00:00Z');

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'prepared-project-'));
  mkdirSync(join(dir, 'supabase', 'migrations'), { recursive: true });
  writeFileSync(
    join(dir, 'supabase', 'migrations', '20240101000000_init.sql'),
    'create table t ();',
  );
  writeFileSync(join(dir, 'supabase', 'seed.sql'), 'insert into t default values;');
  return dir;
}

const archive = (text: string) => new Blob([text]);

describe('prepared snapshots', () => {
  let cacheHome: string | undefined;
  beforeEach(() => {
    cacheHome = process.env.XDG_CACHE_HOME;
    process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'prepared-cache-'));
  });
  afterEach(() => {
    if (cacheHome === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = cacheHome;
  });

  it('is wanted on the second start of a project and read from the third', async () => {
    const dir = project();
    const first = preparedSnapshot(dir, TODAY);
    expect(first).toMatchObject({ archive: undefined, wanted: false });

    const second = preparedSnapshot(dir, TODAY);
    expect(second).toMatchObject({ archive: undefined, wanted: true });
    await second.save(archive('after the seed'));

    const third = preparedSnapshot(dir, TODAY);
    expect(third.wanted).toBe(false);
    expect(await third.archive?.text()).toBe('after the seed');
  });

  it('is not read after a migration, the seed or the day changed', async () => {
    const dir = project();
    preparedSnapshot(dir, TODAY);
    await preparedSnapshot(dir, TODAY).save(archive('first'));

    expect(preparedSnapshot(dir, TOMORROW).archive).toBeUndefined();

    writeFileSync(join(dir, 'supabase', 'seed.sql'), 'insert into t default values, default;');
    expect(preparedSnapshot(dir, TODAY).archive).toBeUndefined();

    writeFileSync(join(dir, 'supabase', 'migrations', '20240102000000_more.sql'), 'select 1;');
    expect(preparedSnapshot(dir, TODAY).archive).toBeUndefined();
  });

  it('keeps projects in different folders apart', async () => {
    const [one, two] = [project(), project()];
    preparedSnapshot(one, TODAY);
    await preparedSnapshot(one, TODAY).save(archive('one'));
    expect(preparedSnapshot(two, TODAY).archive).toBeUndefined();
  });

  it('removes archives and marks of earlier days when it saves one', async () => {
    const dir = project();
    preparedSnapshot(dir, TODAY);
    await preparedSnapshot(dir, TODAY).save(archive('old'));
    const cacheDir = join(process.env.XDG_CACHE_HOME ?? '', 'tandem-local-backend');
    const old = readdirSync(cacheDir);
    const threeDaysAgo = new Date(TODAY.getTime() - 3 * 24 * 60 * 60 * 1000);
    for (const name of old) utimesSync(join(cacheDir, name), threeDaysAgo, threeDaysAgo);

    preparedSnapshot(dir, TOMORROW);
    await preparedSnapshot(dir, TOMORROW).save(archive('new'));

    const now = readdirSync(cacheDir);
    expect(now.some((name) => old.includes(name))).toBe(false);
    expect(now.filter((name) => name.endsWith('.tar'))).toHaveLength(1);
  });
});
