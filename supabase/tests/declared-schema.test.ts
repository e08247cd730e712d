import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { diffDeclaredSchema, diffDeclaredSchemaDetails } from '@tandem/local-backend';
import { engines, startTestBackend, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUndiffedCatalog } from './declared-catalog.js';
import { projectDir } from './helpers.js';

const supabaseDir = join(projectDir, 'supabase');
const adminUrl = process.env.TANDEM_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Tandem's schemas, and Supabase's where Tandem adds policies (storage.objects,
 * realtime.messages) and triggers (auth.users, storage.objects): both shadows hold the same
 * Supabase base schema, so any difference there is Tandem's.
 */
const COMPARED_SCHEMAS = ['auth', 'private', 'public', 'realtime', 'storage'];

// Two shadows built from 53 migrations and ten files take a while on two cores.
const SLOW = 300_000;

/** The SQL files of one folder of supabase/, by name. */
function sqlFiles(folder: string): Record<string, string> {
  const dir = join(supabaseDir, folder);
  const names = readdirSync(dir).filter((name) => name.endsWith('.sql'));
  return Object.fromEntries(names.map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

/**
 * A copy of the project (config, seed objects, no seed.sql, so only the schema differs) with
 * the given migrations and declared schema files.
 */
function projectWith(
  migrations: Record<string, string>,
  schemas: Record<string, string> = {},
): string {
  const dir = mkdtempSync(join(tmpdir(), 'tandem-declared-'));
  cpSync(join(supabaseDir, 'config.toml'), join(dir, 'supabase', 'config.toml'));
  cpSync(join(supabaseDir, 'seed'), join(dir, 'supabase', 'seed'), { recursive: true });
  for (const [folder, files] of [
    ['migrations', migrations],
    ['schemas', schemas],
  ] as const) {
    mkdirSync(join(dir, 'supabase', folder), { recursive: true });
    for (const [name, sql] of Object.entries(files)) {
      writeFileSync(join(dir, 'supabase', folder, name), sql);
    }
  }
  return dir;
}

/** The declared files as migrations, in the order `db diff` applies them. */
function declaredAsMigrations(): Record<string, string> {
  const files = Object.entries(sqlFiles('schemas')).sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(
    files.map(([name, sql], index) => [
      `${String(index + 1).padStart(14, '0')}_${basename(name, '.sql').replace(/^\d+_/, '')}.sql`,
      sql,
    ]),
  );
}

/**
 * Each function (by name and arguments), policy and trigger (by name and table) the SQL
 * defines, once per definition: a name listed twice is defined twice.
 */
function definitionsOf(sql: string): string[] {
  const code = sql.replace(/--[^\n]*/g, '');
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  const found: string[] = [];
  for (const m of code.matchAll(
    /create\s+(?:or\s+replace\s+)?function\s+([\w."]+)\s*\(([\s\S]*?)\)\s*returns/gi,
  )) {
    found.push(`function ${normal(m[1] ?? '')}(${normal(m[2] ?? '')})`);
  }
  for (const m of code.matchAll(/create\s+(policy|trigger)\s+([\w"]+)[\s\S]*?\bon\s+([\w."]+)/gi)) {
    found.push(`${normal(m[1] ?? '')} ${normal(m[2] ?? '')} on ${normal(m[3] ?? '')}`);
  }
  return found;
}

/** The definitions that appear more than once. */
function definedTwice(definitions: readonly string[]): string[] {
  return definitions.filter((name, index) => definitions.indexOf(name) !== index);
}

describe('declared schema files', () => {
  it('define each function, policy and trigger in exactly one place', () => {
    const all = Object.values(sqlFiles('schemas')).flatMap(definitionsOf);
    expect(all.length).toBeGreaterThan(100);
    expect(definedTwice(all)).toEqual([]);
  });

  it('would show a function written twice', () => {
    const twice = definitionsOf(`
      create or replace function private.f(a uuid, b int default null) returns void language sql as $$ select $$;
      create function private.f(a uuid, b int default null)
      returns void language sql as $$ select $$;
      create function private.f(a text) returns void language sql as $$ select $$;
      create policy p on public.t for select using (true);
      create policy p on public.u for select using (true);`);
    expect(definedTwice(twice)).toEqual(['function private.f(a uuid, b int default null)']);
  });
});

describe.each(engines)('declared schema on %s', (engine) => {
  const host = engine === 'postgres' ? { dbUrl: adminUrl } : {};

  it(
    'builds what the migrations build: db diff finds no change',
    async () => {
      const diff = await diffDeclaredSchemaDetails({
        projectDir,
        schemas: COMPARED_SCHEMAS,
        ...host,
      });
      expect(diff.files).toEqual(
        Object.keys(sqlFiles('schemas'))
          .sort()
          .map((name) => `schemas/${name}`),
      );
      expect(diff.sql).toBe('');
    },
    SLOW,
  );

  it(
    'differs as soon as one declared policy does, and the diff names it',
    async () => {
      const schemas = sqlFiles('schemas');
      const file = '40_comments_and_mentions.sql';
      const original =
        'create policy comments_delete on public.comments for delete to authenticated';
      expect(schemas[file]).toContain(original);
      schemas[file] = (schemas[file] as string).replace(original, `${original}, anon`);
      const project = projectWith(sqlFiles('migrations'), schemas);

      const sql = await diffDeclaredSchema({ projectDir: project, ...host });
      expect(sql).toContain('drop policy "comments_delete" on "public"."comments"');
      expect(sql).toMatch(
        /create policy "comments_delete"\s+on "public"\."comments"[^;]*to authenticated, anon/,
      );
    },
    SLOW,
  );

  describe('what migra does not compare', () => {
    let migrated: TestBackend;
    let declared: TestBackend;

    beforeAll(async () => {
      migrated = await startTestBackend({
        engine,
        projectDir: projectWith(sqlFiles('migrations')),
      });
      declared = await startTestBackend({
        engine,
        projectDir: projectWith(declaredAsMigrations()),
      });
    }, SLOW);
    afterAll(async () => {
      await Promise.allSettled([migrated?.stop(), declared?.stop()]);
    });

    it('is the same too: grants, default privileges, comments, publication, buckets, jobs', async () => {
      const fromMigrations = await migrated.context.db.withAdmin(readUndiffedCatalog);
      const fromDeclared = await declared.context.db.withAdmin(readUndiffedCatalog);
      // The comparison covers what the schema states: RPC grants, comments, the buckets.
      expect(fromMigrations).toContainEqual(
        expect.stringMatching(/^acl function public\.unsubscribe_notifications\(text\): .*anon=X/),
      );
      expect(fromMigrations).toContainEqual(
        expect.stringMatching(/^comment pg_class table public\.profiles/),
      );
      expect(fromMigrations).toContainEqual(expect.stringMatching(/^bucket avatars: public t/));
      expect(fromDeclared).toEqual(fromMigrations);
    });

    it('sees a grant that differs', async () => {
      const granted = await readInRolledBack(
        migrated,
        'grant execute on function public.get_invitation(text) to anon',
      );
      const before = await migrated.context.db.withAdmin(readUndiffedCatalog);
      expect(granted).not.toEqual(before);
      expect(granted.filter((line) => !before.includes(line))).toEqual([
        expect.stringMatching(/^acl function public\.get_invitation\(text\): .*anon=X/),
      ]);
    });
  });
});

/** The catalog as it reads after `sql`, in a transaction rolled back afterwards. */
async function readInRolledBack(backend: TestBackend, sql: string): Promise<string[]> {
  const rollback = new Error('rollback');
  let lines: string[] = [];
  await backend.context.db
    .withAdmin(async (tx) => {
      await tx.exec(sql);
      lines = await readUndiffedCatalog(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return lines;
}
