import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MigrationError } from '../src/schema/migrations.js';
import {
  diffDeclaredSchema,
  diffDeclaredSchemaDetails,
  dumpSchema,
  listDeclaredSchemaFiles,
  NoDeclaredSchemaError,
  runDbDiff,
  runDbDump,
  writeDiffMigration,
} from '../src/schema-diff/index.js';
import { engines, startTestBackend } from '../src/testing.js';
import { tempProject } from './helpers.js';

const adminUrl = process.env.TANDEM_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const INIT_MIGRATION = `
create schema private;
create table private.settings (key text primary key, value text);
create table public.notes (
  id uuid primary key default gen_random_uuid(),
  body text not null
);
`;

/**
 * Besides the index and function the diff must add, a table whose check calls a function of
 * the project and whose key sorts bytewise: migra alone would add the check before the
 * function exists and drop the collation from `create table`.
 */
const DECLARED_ADDITIONS = `
create index notes_created_at_idx on public.notes (created_at);
create function public.note_count() returns bigint
  language sql stable
  as $$ select count(*) from public.notes $$;
create function public.is_tag(name text) returns boolean
  language sql immutable
  as $$ select name ~ '^[a-z]+$' $$;
create table public.tags (name text collate "C" primary key check (public.is_tag(name)));
`;

/** The migrated table plus a column, an index on it and a function: what the diff must add. */
const DECLARED_NOTES = `
create schema private;
create table private.settings (key text primary key, value text);
create table public.notes (
  id uuid primary key default gen_random_uuid(),
  body text not null,
  created_at timestamptz not null default now()
);
${DECLARED_ADDITIONS}`;

/** The same additions as a migration, for a database to dump. */
const NOTES_MIGRATION = `
alter table public.notes add column created_at timestamptz not null default now();
${DECLARED_ADDITIONS}`;

function declaredProject(schemaFiles: Record<string, string>): string {
  const project = tempProject({ '20240101000000_init.sql': INIT_MIGRATION }, undefined, '');
  mkdirSync(join(project, 'supabase', 'schemas'));
  for (const [file, sql] of Object.entries(schemaFiles)) {
    writeFileSync(join(project, 'supabase', 'schemas', file), sql);
  }
  return project;
}

/** Collects what a command prints. */
function output() {
  const text = { stdout: '', stderr: '' };
  return {
    text,
    stdout: { write: (chunk: string) => (text.stdout += chunk) },
    stderr: { write: (chunk: string) => (text.stderr += chunk) },
  };
}

async function shadowDatabases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const result = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'tandem\\_shadow\\_%'",
    );
    return result.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

describe.each(engines)('db diff and db dump on %s', (engine) => {
  const host = engine === 'postgres' ? { dbUrl: adminUrl } : {};

  it('diffs the declared schema, writes it as a migration, and then finds nothing', async () => {
    const project = declaredProject({ 'notes.sql': DECLARED_NOTES });
    const shadowsBefore = engine === 'postgres' ? await shadowDatabases() : [];

    const diff = await diffDeclaredSchemaDetails({ projectDir: project, ...host });
    expect(diff.files).toEqual(['schemas/notes.sql']);
    // The project's schemas only: Supabase's own (auth, storage, …) are never compared.
    expect(diff.schemas).toEqual(['private', 'public']);
    expect(diff.sql).toContain(
      'alter table "public"."notes" add column "created_at" timestamp with time zone not null default now();',
    );
    expect(diff.sql).toContain(
      'CREATE INDEX notes_created_at_idx ON public.notes USING btree (created_at);',
    );
    expect(diff.sql).toMatch(/CREATE OR REPLACE FUNCTION public\.note_count\(\)\s+RETURNS bigint/);
    expect(diff.sql).toContain('"name" text not null collate "C"');
    const addCheck = diff.sql.indexOf(
      'add constraint "tags_name_check" CHECK (public.is_tag(name))',
    );
    expect(addCheck).toBeGreaterThan(diff.sql.indexOf('CREATE OR REPLACE FUNCTION public.is_tag('));
    expect(diff.sql).not.toMatch(/"auth"|"storage"|"realtime"|private/);
    expect(diff.drops).toEqual([]);

    const printed = output();
    const written = await runDbDiff({
      projectDir: project,
      ...host,
      file: 'notes_created_at',
      ...printed,
    });
    expect(written.sql).toBe(diff.sql);
    expect(written.path).toMatch(/supabase\/migrations\/\d{14}_notes_created_at\.sql$/);
    expect(readFileSync(written.path as string, 'utf8')).toBe(diff.sql);
    expect(printed.text.stdout).toBe('');
    expect(printed.text.stderr).toMatch(
      /Created new migration at supabase\/migrations\/\d{14}_notes_created_at\.sql/,
    );

    // The second shadow now applies the new migration too, and the two agree.
    expect(await diffDeclaredSchema({ projectDir: project, ...host })).toBe('');
    const again = output();
    expect(await runDbDiff({ projectDir: project, ...host, file: 'nothing', ...again })).toEqual({
      sql: '',
    });
    expect(again.text.stderr).toContain('No schema changes found');
    expect(readdirSync(join(project, 'supabase', 'migrations'))).toHaveLength(2);

    if (engine === 'postgres') expect(await shadowDatabases()).toEqual(shadowsBefore);
  });

  it('prints the diff, listing a drop for review', async () => {
    const project = declaredProject({
      'notes.sql': 'create table public.notes (id uuid primary key default gen_random_uuid());',
    });
    const printed = output();
    const result = await runDbDiff({ projectDir: project, ...host, ...printed });
    expect(printed.text.stdout).toBe(result.sql);
    expect(result.sql).toContain('alter table "public"."notes" drop column "body";');
    expect(result.sql).toContain('drop schema if exists "private";');
    expect(printed.text.stderr).toMatch(
      /Found drop statements in schema diff[^\n]*\n(.*\n)*alter table "public"\."notes" drop column "body";/,
    );
    expect(printed.text.stderr).toContain('Diffing schemas: private,public');
  });

  it('names the declared file and line that fail', async () => {
    const project = declaredProject({
      '01_ok.sql': 'create table public.a (id int);\n',
      '02_broken.sql': 'create table public.b (id int);\n\nselect * from public.missing;\n',
    });
    const error = await diffDeclaredSchema({ projectDir: project, ...host }).catch((e) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).message).toContain('schemas/02_broken.sql:3:');
    expect((error as MigrationError).code).toBe('42P01');
  });

  it('dumps the schema of the running database, table and function included', async () => {
    const project = declaredProject({ 'notes.sql': DECLARED_NOTES });
    const migrations = join(project, 'supabase', 'migrations');
    writeFileSync(join(migrations, '20240102000000_notes_created_at.sql'), NOTES_MIGRATION);
    const backend = await startTestBackend({ engine, projectDir: project, dbPort: 0 });
    try {
      const printed = output();
      const sql = await runDbDump({ dbUrl: backend.dbUrl, projectDir: project, ...printed });
      expect(printed.text.stdout).toBe(sql);
      expect(sql).toMatch(
        /create table "public"\."notes" \(\s*"id" uuid not null default gen_random_uuid\(\),\s*"body" text not null,\s*"created_at" timestamp with time zone not null default now\(\)\s*\);/,
      );
      expect(sql).toContain('create table "private"."settings"');
      expect(sql).toContain('"name" text not null collate "C"');
      expect(sql).toMatch(/CREATE OR REPLACE FUNCTION public\.note_count\(\)/);
      expect(sql).not.toMatch(/"auth"\.|"storage"\.|supabase_migrations/);
      expect(await dumpSchema({ db: backend.context.db, schemas: ['private'] })).not.toContain(
        '"public"',
      );
      // The dump recreates the schema: declared instead of the files, it diffs as nothing.
      writeFileSync(join(project, 'supabase', 'schemas', 'notes.sql'), sql);
      expect(await diffDeclaredSchema({ projectDir: project, ...host })).toBe('');
      if (engine === 'pglite') {
        // PGlite's port serves one database: shadows cannot be made there, and it says so.
        await expect(
          diffDeclaredSchema({ projectDir: project, dbUrl: backend.dbUrl }),
        ).rejects.toThrow(/need a PostgreSQL server: the URL given is PGlite's Postgres port/);
      }
    } finally {
      await backend.stop();
    }
  });
});

describe('declared schema files', () => {
  it('apply in file-name order, or in the order of [db.migrations] schema_paths', () => {
    const project = declaredProject({ 'b.sql': '', 'a.sql': '', 'c.txt': '' });
    expect(listDeclaredSchemaFiles(project).map((file) => file.split('/').pop())).toEqual([
      'a.sql',
      'b.sql',
    ]);
    writeFileSync(
      join(project, 'supabase', 'config.toml'),
      '[db.migrations]\nschema_paths = ["./schemas/b.sql", "./schemas/*.sql"]\n',
    );
    expect(listDeclaredSchemaFiles(project).map((file) => file.split('/').pop())).toEqual([
      'b.sql',
      'a.sql',
    ]);
  });

  it('are required: without them db diff says where to put them', async () => {
    const project = tempProject({ '20240101000000_init.sql': INIT_MIGRATION });
    await expect(diffDeclaredSchema({ projectDir: project })).rejects.toThrow(
      NoDeclaredSchemaError,
    );
    await expect(diffDeclaredSchema({ projectDir: project })).rejects.toThrow(/supabase\/schemas/);
  });

  it('turn into a migration named by its UTC time', () => {
    const project = tempProject({});
    const path = writeDiffMigration(
      project,
      'add_x',
      'select 1;\n',
      new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
    );
    expect(path).toBe(join(project, 'supabase', 'migrations', '20250102030405_add_x.sql'));
    expect(() => writeDiffMigration(project, '../escape', '')).toThrow(/invalid migration name/);
  });
});
