import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, engines, type ScratchDatabase } from '../src/testing.js';
import { type CliProcess, type CliResult, runCli, spawnCli } from './cli-process.js';
import { fixture } from './helpers.js';

/** A throw-away copy of test/fixtures/cli-project: config.toml, one migration, seed.sql. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lb-cli-'));
  cpSync(join(fixture('cli-project'), 'supabase'), join(dir, 'supabase'), { recursive: true });
  return dir;
}

/** The `NAME="value"` lines of `status -o env` as a map. */
function parseEnv(text: string): Record<string, string> {
  const entries = text
    .trim()
    .split('\n')
    .map((line) => {
      const match = /^([A-Z_]+)="(.*)"$/.exec(line);
      if (!match) throw new Error(`not a NAME="value" line: ${line}`);
      return [match[1], match[2]];
    });
  return Object.fromEntries(entries);
}

/** Rows of a table read through REST with the anon key. */
async function restRows(url: string, anonKey: string, table: string): Promise<unknown[]> {
  const response = await fetch(`${url}/rest/v1/${table}?select=*&order=id`, {
    headers: { apikey: anonKey },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as unknown[];
}

/** Asserts a command succeeded, showing its stderr when it did not. */
function ok(result: CliResult): CliResult {
  expect(result.code, result.stderr).toBe(0);
  return result;
}

describe.each(engines)('tandem-backend commands on %s', (engine) => {
  let project: string;
  let scratch: ScratchDatabase | undefined;
  let cli: CliProcess;
  let migrationPath: string;
  const at = () => ['--project', project];
  // Offline commands name the database no backend serves: the data folder or the server.
  const database = () => (scratch ? ['--db-url', scratch.url] : []);

  beforeAll(async () => {
    project = copyProject();
    if (engine === 'postgres') scratch = await createScratchDatabase('tandem_cli');
    cli = await spawnCli(['start', '--json', '--port', '0', ...at(), ...database()]);
  });
  afterAll(async () => {
    if (cli?.child.exitCode === null) cli.child.kill('SIGKILL');
    await scratch?.drop();
    rmSync(project, { recursive: true, force: true });
  });

  it('records the running backend for its project', () => {
    const record = JSON.parse(readFileSync(join(project, '.tandem', 'run.json'), 'utf8'));
    expect(record).toMatchObject({ pid: cli.child.pid, url: cli.ready.url, engine });
  });

  it('status -o env prints what start --json printed, under the Supabase CLI names', async () => {
    const env = parseEnv(ok(await runCli(['status', '-o', 'env', ...at()])).stdout);
    expect(env).toMatchObject({
      API_URL: cli.ready.url,
      REST_URL: `${cli.ready.url}/rest/v1`,
      DB_URL: cli.ready.dbUrl,
      ANON_KEY: cli.ready.anonKey,
      SERVICE_ROLE_KEY: cli.ready.serviceRoleKey,
      PUBLISHABLE_KEY: cli.ready.publishableKey,
      SECRET_KEY: cli.ready.secretKey,
      JWT_SECRET: cli.ready.jwtSecret,
      MAILPIT_URL: `${cli.ready.url}/__inbox/`,
    });
    expect(Object.keys(env)).toEqual(Object.keys(env).sort());
  });

  it('status -o json, --override-name and the pretty default', async () => {
    const json = JSON.parse(ok(await runCli(['status', '-o', 'json', ...at()])).stdout);
    expect(json).toMatchObject({ API_URL: cli.ready.url, ANON_KEY: cli.ready.anonKey });
    const renamed = await runCli([
      'status',
      '-o',
      'env',
      '--override-name',
      'api.url=NEXT_PUBLIC_SUPABASE_URL',
      ...at(),
    ]);
    expect(parseEnv(ok(renamed).stdout).NEXT_PUBLIC_SUPABASE_URL).toBe(cli.ready.url);
    const pretty = ok(await runCli(['status', ...at()]));
    expect(pretty.stdout).toContain(`API URL: ${cli.ready.url}\n`);
    expect(pretty.stdout).toContain(`service_role key: ${cli.ready.serviceRoleKey}\n`);
    expect(pretty.stderr).toContain(`pid ${cli.child.pid}`);
  });

  it('migration new creates an empty, timestamped file and prints its path', async () => {
    const result = ok(await runCli(['migration', 'new', 'add_notes', ...at()]));
    const printed = /^Created new migration at (.+)\.\n$/.exec(result.stdout)?.[1] ?? '';
    migrationPath = join(project, 'supabase', 'migrations', printed.split('/').pop() ?? '');
    expect(printed.endsWith('_add_notes.sql')).toBe(true);
    expect(migrationPath).toMatch(/\/\d{14}_add_notes\.sql$/);
    expect(readFileSync(migrationPath, 'utf8')).toBe('');
    writeFileSync(
      migrationPath,
      'create table public.notes (id int primary key, body text not null);\n' +
        'grant select on public.notes to anon;\n' +
        "insert into public.notes values (1, 'from the migration');\n",
    );
  });

  it('migration list shows the new migration pending', async () => {
    const version = /(\d{14})_add_notes/.exec(migrationPath)?.[1];
    const { stdout } = ok(await runCli(['migration', 'list', ...at()]));
    const lines = stdout.split('\n').map((line) => line.trim());
    expect(lines).toContain('Local          | Remote         | Time (UTC)');
    expect(lines).toContain('20240101000000 | 20240101000000 | 2024-01-01 00:00:00');
    expect(lines.some((line) => new RegExp(`^${version} \\|\\s+\\| \\d{4}-`).test(line))).toBe(
      true,
    );
  });

  it('migration up applies it to the running backend, which serves the table at once', async () => {
    const { stdout } = ok(await runCli(['migration', 'up', ...at()]));
    expect(stdout).toMatch(/Applied migration \d{14}_add_notes\.sql\n/);
    expect(stdout).toContain('Local database is up to date.');
    expect(await restRows(cli.ready.url, cli.ready.anonKey, 'notes')).toEqual([
      { id: 1, body: 'from the migration' },
    ]);
    const again = ok(await runCli(['migration', 'up', ...at()]));
    expect(again.stdout).toBe('Local database is up to date.\n');
  });

  it('db reset recreates the running database from migrations and seed, on the same URL', async () => {
    const write = await fetch(`${cli.ready.url}/rest/v1/projects`, {
      method: 'POST',
      headers: {
        apikey: cli.ready.secretKey,
        authorization: `Bearer ${cli.ready.secretKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ id: 2, name: 'written after start' }),
    });
    expect(write.status).toBe(201);
    const { stdout } = ok(await runCli(['db', 'reset', ...at()]));
    expect(stdout).toContain('Applied migration 20240101000000_projects.sql\n');
    expect(stdout).toMatch(/Applied migration \d{14}_add_notes\.sql\n/);
    expect(stdout).toContain('Seeded data from supabase/seed.sql\n');
    expect(await restRows(cli.ready.url, cli.ready.anonKey, 'projects')).toEqual([
      { id: 1, name: 'seeded' },
    ]);
    expect(await restRows(cli.ready.url, cli.ready.anonKey, 'notes')).toHaveLength(1);
    const env = parseEnv(ok(await runCli(['status', '-o', 'env', ...at()])).stdout);
    expect(env.API_URL).toBe(cli.ready.url);
    expect(env.DB_URL).toBe(cli.ready.dbUrl);
  });

  it('stop stops it; status then says nothing runs', async () => {
    const { stdout } = ok(await runCli(['stop', ...at()]));
    expect(stdout).toBe(`Stopped tandem-backend (pid ${cli.child.pid}) for ${project}.\n`);
    expect(await cli.exited).toBe(0);
    expect(existsSync(join(project, '.tandem', 'run.json'))).toBe(false);
    const status = await runCli(['status', '-o', 'env', ...at()]);
    expect(status.code).toBe(1);
    expect(status.stdout).toBe('');
    expect(status.stderr).toContain(`no backend is running for ${project}`);
    const stopAgain = ok(await runCli(['stop', ...at()]));
    expect(stopAgain.stdout).toBe(`tandem-backend is not running for ${project}.\n`);
  });

  it('without a backend, migration list, up and db reset work on the persisted database', async () => {
    const listed = ok(await runCli(['migration', 'list', ...at(), ...database()]));
    expect(listed.stdout).toMatch(/\d{14} \| \d{14} \| /);
    writeFileSync(
      join(project, 'supabase', 'migrations', '29990101000000_later.sql'),
      'create table public.later (id int primary key);\n',
    );
    const up = ok(await runCli(['migration', 'up', ...at(), ...database()]));
    expect(up.stdout).toContain('Applied migration 29990101000000_later.sql\n');
    const reset = ok(await runCli(['db', 'reset', ...at(), ...database()]));
    expect(reset.stdout).toContain('Applied migration 29990101000000_later.sql\n');
    expect(reset.stdout).toContain('Seeded data from supabase/seed.sql\n');
    const after = ok(await runCli(['migration', 'list', ...at(), ...database()]));
    expect(after.stdout).toContain('29990101000000 | 29990101000000 | 2999-01-01 00:00:00');
  });
});

describe('tandem-backend status and stop with a stale record', () => {
  it('ignore a record whose process is gone', async () => {
    const project = copyProject();
    try {
      // The pid of a process that has exited, as a crashed or killed backend leaves it.
      const { pid } = spawnSync(process.execPath, ['-e', '']);
      mkdirSync(join(project, '.tandem'));
      writeFileSync(
        join(project, '.tandem', 'run.json'),
        JSON.stringify({ pid, url: 'http://127.0.0.1:1', control: { port: 1, token: 'x' } }),
      );
      const status = await runCli(['status', '--project', project]);
      expect(status.code).toBe(1);
      expect(status.stderr).toContain(`no backend is running for ${project}`);
      const stop = ok(await runCli(['stop', '--project', project]));
      expect(stop.stdout).toBe(`tandem-backend is not running for ${project}.\n`);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
