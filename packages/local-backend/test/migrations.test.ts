import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MigrationError } from '../src/index.js';
import { createLogger } from '../src/log.js';
import { startLocalBackend } from '../src/start.js';
import { engines, startTestBackend } from '../src/testing.js';
import { fixture, tempProject } from './helpers.js';

const silent = createLogger({ silent: true });

describe.each(engines)('migrations on %s', (engine) => {
  it('applies migrations in file-name order, records them, then runs the seed', async () => {
    const backend = await startTestBackend({ engine, projectDir: fixture('basic') });
    try {
      const result = await backend.context.db.withAdmin(async (tx) => ({
        steps: (await tx.query('select step, label from public.applied_order order by step')).rows,
        recorded: (
          await tx.query(
            'select version, name, array_length(statements, 1) as n from supabase_migrations.schema_migrations order by version',
          )
        ).rows,
      }));
      expect(result.steps).toEqual([
        { step: 1, label: 'second migration' },
        { step: 2, label: 'seed' },
      ]);
      expect(result.recorded).toEqual([
        { version: '20240101000000', name: 'notes', n: 4 },
        { version: '20240102000000', name: 'counter', n: 3 },
      ]);
    } finally {
      await backend.stop();
    }
  });

  it('stops on a failing migration with file and line, leaving that file unapplied', async () => {
    const project = tempProject({
      '20240101000000_ok.sql': 'create table public.kept (id int);\n',
      '20240102000000_broken.sql':
        'create table public.half_done (id int);\n\ninsert into public.half_done values (1);\nselect * from public.no_such_table;\n',
      '20240103000000_later.sql': 'create table public.never (id int);\n',
    });
    const error = await startTestBackend({ engine, projectDir: project }).then(
      async (backend) => {
        await backend.stop();
        return undefined;
      },
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MigrationError);
    const failure = error as MigrationError;
    expect(failure.file).toBe('20240102000000_broken.sql');
    expect(failure.line).toBe(4);
    expect(failure.code).toBe('42P01');
    expect(failure.message).toContain('20240102000000_broken.sql:4:');
    expect(failure.message).toContain('relation "public.no_such_table" does not exist');
  });
});

describe('migrations across restarts', () => {
  it('apply once each on a persistent PGlite directory, and later files on the next start', async () => {
    const project = tempProject(
      {
        '20240101000000_a.sql':
          'create table public.runs (n int);\ninsert into public.runs values (1);\n',
      },
      'insert into public.runs values (100);\n',
    );
    const dataDir = mkdtempSync(join(tmpdir(), 'lb-data-'));
    const first = await startLocalBackend({ projectDir: project, dataDir, port: 0, log: silent });
    await first.stop();
    writeFileSync(
      join(project, 'supabase', 'migrations', '20240102000000_b.sql'),
      'insert into public.runs values (2);\n',
    );
    const second = await startLocalBackend({
      projectDir: project,
      dataDir,
      port: 0,
      log: silent,
    });
    try {
      const rows = await second.context.db.withAdmin((tx) =>
        tx.query<{ n: number }>('select n from public.runs order by n'),
      );
      // The seed ran only on the fresh database; migration a ran once.
      expect(rows.rows.map((r) => r.n)).toEqual([1, 2, 100]);
    } finally {
      await second.stop();
    }
    // A new data directory runs initdb, which takes a while on a busy machine.
  }, 120_000);

  it('leave a failed file out on PostgreSQL and apply it once fixed', async () => {
    const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `tandem_test_mig_${Date.now().toString(36)}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    const dbUrl = admin.replace(/\/postgres$/, `/${name}`);
    try {
      const project = tempProject({
        '20240101000000_a.sql': 'create table public.t (n int);\n',
        '20240102000000_b.sql': 'insert into public.t values (1);\nselect 1/0;\n',
      });
      await expect(
        startLocalBackend({ projectDir: project, dbUrl, memory: true, port: 0, log: silent }),
      ).rejects.toThrow(/20240102000000_b\.sql:2: division by zero/);
      writeFileSync(
        join(project, 'supabase', 'migrations', '20240102000000_b.sql'),
        'insert into public.t values (1);\n',
      );
      const backend = await startLocalBackend({
        projectDir: project,
        dbUrl,
        memory: true,
        port: 0,
        log: silent,
      });
      try {
        const rows = await backend.context.db.withAdmin((tx) => tx.query('select n from public.t'));
        // Exactly one row: the failed attempt's insert was rolled back with its file.
        expect(rows.rows).toEqual([{ n: 1 }]);
      } finally {
        await backend.stop();
      }
    } finally {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    }
  });
});
