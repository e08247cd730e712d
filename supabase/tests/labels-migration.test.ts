import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engines, startTestBackend, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, projectDir } from './helpers.js';

/** The first migration of the labels set: the project is started just before it. */
const LABELS_MIGRATION = '20261129110000';
const ROADMAP_BOARD_ID = '00000000-0000-4000-c000-000000000001';
const TASKS = 5_000;

const supabaseDir = join(projectDir, 'supabase');
const migrations = readdirSync(join(supabaseDir, 'migrations')).filter((f) => f.endsWith('.sql'));

/** A copy of the project (by links) whose migrations stop before the labels set. */
function projectBeforeLabels(): string {
  const root = mkdtempSync(join(tmpdir(), 'tandem-labels-'));
  const dir = join(root, 'supabase');
  mkdirSync(join(dir, 'migrations'), { recursive: true });
  for (const entry of readdirSync(supabaseDir)) {
    if (entry !== 'migrations') symlinkSync(join(supabaseDir, entry), join(dir, entry));
  }
  for (const file of migrations.filter((f) => f < LABELS_MIGRATION)) {
    symlinkSync(join(supabaseDir, 'migrations', file), join(dir, 'migrations', file));
  }
  return root;
}

describe.each(engines)('the labels migration on %s', (engine) => {
  let backend: TestBackend;
  let root: string;

  beforeAll(async () => {
    root = projectBeforeLabels();
    backend = await startTestBackend({ engine, projectDir: root });
  }, 300_000);
  afterAll(async () => {
    await backend?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  // Writing and migrating 5,000 tasks on PGlite takes well over a minute on a busy 2-core
  // machine: the suite-wide timeout is for ordinary tests.
  it(`puts every label of a ${TASKS.toLocaleString('en')}-task board into the set, and changes no task`, async () => {
    // Labels as people typed them: case variants, shared and rare ones, none at all.
    await adminQuery(
      backend,
      `insert into public.tasks (board_id, title, labels)
       select $1, 'Task ' || n,
         case when n % 5 = 0 then '{}'::text[]
           else array[case when n % 2 = 0 then 'bug' else 'Bug' end, 'area-' || (n % 37)]
             || case when n % 101 = 0 then array['rare ' || n] else '{}'::text[] end
         end
       from generate_series(1, $2::int) n`,
      [ROADMAP_BOARD_ID, TASKS],
    );
    const before = await adminQuery<{ id: string; labels: string[]; version: number }>(
      backend,
      'select id, labels, version from public.tasks order by id',
    );
    for (const file of migrations.filter((f) => f >= LABELS_MIGRATION)) {
      const sql = readFileSync(join(supabaseDir, 'migrations', file), 'utf8');
      await backend.context.db.withAdmin((tx) => tx.exec(sql));
    }
    const after = await adminQuery<{ id: string; labels: string[]; version: number }>(
      backend,
      'select id, labels, version from public.tasks order by id',
    );
    expect(after).toEqual(before);
    const missing = await adminQuery(
      backend,
      `select distinct t.workspace_id, l from public.tasks t, unnest(t.labels) l
       except select s.workspace_id, s.name from public.workspace_labels s`,
    );
    expect(missing).toEqual([]);
    const [counts] = await adminQuery<{ names: number; grey: number; extra: number }>(
      backend,
      `select count(*)::int as names, count(*) filter (where color = 'gray')::int as grey,
         (select count(*)::int from (
           select s.workspace_id, s.name from public.workspace_labels s
           except select distinct t.workspace_id, l from public.tasks t, unnest(t.labels) l
         ) x) as extra
       from public.workspace_labels`,
    );
    expect(counts?.extra).toBe(0);
    expect(counts?.grey).toBe(counts?.names);
    // bug, Bug, 37 areas and the rare ones, each its own label.
    expect(counts?.names).toBeGreaterThan(2 + 37 + 30);
  }, 300_000);
});
