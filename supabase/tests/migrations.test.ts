import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('../migrations/', import.meta.url));
const files = readdirSync(dir).sort();
const read = (file: string) =>
  readFileSync(`${dir}${file}`, 'utf8')
    // Comments may mention anything; only statements count.
    .replace(/--[^\n]*/g, '');

/** Extensions hosted Supabase offers that these migrations may use. */
const HOSTED_EXTENSIONS = new Set(['pgcrypto', 'uuid-ossp', 'pg_trgm', 'citext']);

describe('migrations', () => {
  it('are named <14-digit timestamp>_<name>.sql, in order', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
  });

  it('enable RLS on each table in the file that creates it', () => {
    for (const file of files) {
      const sql = read(file);
      for (const match of sql.matchAll(/create table (\w+)\.(\w+)/gi)) {
        const [, schema, table] = match;
        expect(
          sql.includes(`alter table ${schema}.${table} enable row level security`),
          `${file}: ${schema}.${table}`,
        ).toBe(true);
      }
    }
  });

  it('fix the search_path of every security definer function', () => {
    for (const file of files) {
      const functions = read(file)
        .split(/create (?:or replace )?function /i)
        .slice(1);
      for (const body of functions) {
        const header = body.slice(0, body.indexOf('$$'));
        if (/security definer/i.test(header)) {
          expect(header, `${file}: ${header.slice(0, 40)}`).toMatch(/set search_path = ''/);
        }
      }
    }
  });

  it('use nothing hosted Supabase would refuse or the local backend alone provides', () => {
    for (const file of files) {
      const sql = read(file).toLowerCase();
      for (const match of sql.matchAll(/create extension (?:if not exists )?"?([\w-]+)"?/g)) {
        expect(HOSTED_EXTENSIONS.has(match[1] as string), `${file}: ${match[1]}`).toBe(true);
      }
      for (const forbidden of [
        /\bcreate role\b/,
        /\balter role\b/,
        /\balter system\b/,
        /\bsuperuser\b/,
        /(?:^|;)\s*set (?:local |session )?role\b/m,
        /\bcreate (?:or replace )?language\b/,
        /\bsupabase_local\b/,
        /\bpglite\b/,
        /\bcopy\b.*\bfrom program\b/,
        /\balter table (?:auth|storage|realtime)\./,
        /\bdrop (?:table|function|schema) (?:auth|storage|realtime)\./,
      ]) {
        expect(forbidden.test(sql), `${file}: ${forbidden}`).toBe(false);
      }
    }
  });
});
