import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, runCli } from './cli-process.js';
import { fixture } from './helpers.js';

/** Asserts a command succeeded, showing its stderr when it did not. */
function ok(result: CliResult): CliResult {
  expect(result.code, result.stderr).toBe(0);
  return result;
}

// The schema verbs as a developer uses them on the embedded engine: declare, diff into a
// migration, reset onto it, dump. (Both engines are covered function by function in
// schema-diff.test.ts; this is the command line.)
describe('tandem-backend db diff, db dump and gen types typescript', () => {
  let project: string;
  const at = () => ['--project', project];
  const migrations = () => readdirSync(join(project, 'supabase', 'migrations')).sort();

  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), 'lb-cli-schema-'));
    cpSync(join(fixture('cli-project'), 'supabase'), join(project, 'supabase'), {
      recursive: true,
    });
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('says there is no declared schema yet, and fails', async () => {
    const result = await runCli(['db', 'diff', ...at()]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/No declared schema: add SQL files to supabase\/schemas\//);
  });

  it('writes the declared change as a migration, after which nothing differs', async () => {
    mkdirSync(join(project, 'supabase', 'schemas'));
    writeFileSync(
      join(project, 'supabase', 'schemas', 'projects.sql'),
      `create table public.projects (id int primary key, name text not null, notes text);
grant select on public.projects to anon;
grant select, insert on public.projects to service_role;
`,
    );
    const before = migrations();
    const written = ok(await runCli(['db', 'diff', '-f', 'add_notes', ...at()]));
    const added = migrations().filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^\d{14}_add_notes\.sql$/);
    expect(written.stderr).toContain(`Created new migration at supabase/migrations/${added[0]}.`);
    const sql = readFileSync(join(project, 'supabase', 'migrations', added[0] ?? ''), 'utf8');
    expect(sql).toMatch(/alter table "public"\."projects" add column "notes" text/i);

    const again = ok(await runCli(['db', 'diff', ...at()]));
    expect(again.stdout).toBe('');
    expect(again.stderr).toContain('No schema changes found');
  });

  it('resets the database onto the new migration and dumps its schema', async () => {
    ok(await runCli(['db', 'reset', ...at()]));
    const dump = ok(await runCli(['db', 'dump', ...at()]));
    expect(dump.stdout).toMatch(/create table "public"\."projects"/i);
    expect(dump.stdout).toMatch(/"notes" text/);
  });

  it("prints the database's types from the migrations, the new column too", async () => {
    const types = ok(await runCli(['gen', 'types', 'typescript', '--local', ...at()]));
    expect(types.stdout).toContain('export type Database = {');
    expect(types.stdout).toMatch(
      /projects: \{\s+Row: \{\s+id: number\s+name: string\s+notes: string \| null/,
    );
  });
});
