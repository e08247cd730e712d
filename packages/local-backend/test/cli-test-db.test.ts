import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, engines, type ScratchDatabase } from '../src/testing.js';
import { type CliProcess, type CliResult, runCli, spawnCli } from './cli-process.js';
import { fixture } from './helpers.js';

/** A pgTAP file that holds on the cli-project fixture's schema and seed, and writes a row. */
const PASSING = `begin;
select plan(3);
select has_table('public', 'projects', 'projects exists');
select results_eq('select name from public.projects order by id', $$values ('seeded')$$, 'seeded');
insert into public.projects values (99, 'written by a test');
select is((select count(*) from public.projects)::int, 2, 'the test sees its own write');
select * from finish();
rollback;
`;

/** A pgTAP file whose second check fails. */
const FAILING = `begin;
select plan(2);
select ok(true, 'holds');
select is(1 + 1, 3, 'arithmetic');
select * from finish();
rollback;
`;

/** A throw-away copy of test/fixtures/cli-project with the two test files. */
function projectWithTests(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lb-test-db-'));
  cpSync(join(fixture('cli-project'), 'supabase'), join(dir, 'supabase'), { recursive: true });
  mkdirSync(join(dir, 'supabase', 'tests', 'database'), { recursive: true });
  writeFileSync(join(dir, 'supabase', 'tests', 'database', 'projects.test.sql'), PASSING);
  writeFileSync(join(dir, 'supabase', 'tests', 'database', 'wrong.test.sql'), FAILING);
  return dir;
}

function expectCode(result: CliResult, code: number): CliResult {
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(code);
  return result;
}

describe.each(engines)('tandem-backend test db on %s', (engine) => {
  let project: string;
  let scratch: ScratchDatabase | undefined;
  let cli: CliProcess | undefined;
  const at = () => ['--project', project];
  const database = () => (scratch ? ['--db-url', scratch.url] : []);
  const passingFile = () => join(project, 'supabase', 'tests', 'database', 'projects.test.sql');

  beforeAll(async () => {
    project = projectWithTests();
    if (engine === 'postgres') {
      scratch = await createScratchDatabase('tandem_test_db');
      // A server database holds only what is applied to it: build it as a start would.
      expectCode(await runCli(['db', 'reset', ...at(), ...database()]), 0);
    }
  });
  afterAll(async () => {
    if (cli?.child.exitCode === null) cli.child.kill('SIGKILL');
    await scratch?.drop();
    rmSync(project, { recursive: true, force: true });
  });

  it('runs every file under supabase/tests and reports each as pg_prove does', async () => {
    const { stdout } = expectCode(await runCli(['test', 'db', ...at(), ...database()]), 1);
    expect(stdout).toMatch(/^supabase\/tests\/database\/projects\.test\.sql \.+ ok$/m);
    expect(stdout).toContain(
      '# Failed test 2: "arithmetic"\n#         have: 2\n#         want: 3\n',
    );
    expect(stdout).toContain('Failed 1/2 subtests\n');
    expect(stdout).toContain('supabase/tests/database/wrong.test.sql (Tests: 2 Failed: 1)\n');
    expect(stdout).toContain('  Failed tests:  2\n');
    expect(stdout).toMatch(/^Files=2, Tests=5, [\d.]+ wallclock secs$/m);
    expect(stdout.endsWith('Result: FAIL\n')).toBe(true);
  });

  it('runs only the files named, and passes when they do', async () => {
    const { stdout } = expectCode(
      await runCli(['test', 'db', passingFile(), ...at(), ...database()]),
      0,
    );
    expect(stdout).toContain('All tests successful.\n');
    expect(stdout).toMatch(/^Files=1, Tests=3, /m);
    expect(stdout.endsWith('Result: PASS\n')).toBe(true);
  });

  it("fails a file that breaks its plan or stops on an error, with the error's message", async () => {
    const broken = join(project, 'supabase', 'tests', 'broken.sql');
    writeFileSync(broken, 'begin;\nselect plan(2);\nselect * from no_such_table;\nrollback;\n');
    const short = join(project, 'supabase', 'tests', 'short.pg');
    writeFileSync(short, "begin;\nselect plan(2);\nselect ok(true, 'one');\nrollback;\n");
    try {
      const { stdout } = expectCode(
        await runCli(['test', 'db', broken, short, ...at(), ...database()]),
        1,
      );
      expect(stdout).toContain('  error: relation "no_such_table" does not exist\n');
      expect(stdout).toContain('  planned 2 tests but ran 1\n');
    } finally {
      rmSync(broken);
      rmSync(short);
    }
  });

  it('says when there is nothing to run', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'lb-test-db-empty-'));
    try {
      const result = expectCode(await runCli(['test', 'db', empty, ...at(), ...database()]), 1);
      expect(result.stderr).toContain('No pgTAP tests found');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("tests the running backend's database, leaving its data and extensions as they were", async () => {
    cli = await spawnCli(['start', '--json', '--port', '0', ...at(), ...database()]);
    const { stdout, stderr } = expectCode(await runCli(['test', 'db', passingFile(), ...at()]), 0);
    expect(stderr).toContain(`the running backend (pid ${cli.child.pid})`);
    expect(stdout.endsWith('Result: PASS\n')).toBe(true);
    const client = new pg.Client({ connectionString: cli.ready.dbUrl });
    await client.connect();
    try {
      const rows = await client.query('select id from public.projects order by id');
      expect(rows.rows).toEqual([{ id: 1 }]);
      const pgtap = await client.query("select 1 from pg_extension where extname = 'pgtap'");
      expect(pgtap.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });
});
