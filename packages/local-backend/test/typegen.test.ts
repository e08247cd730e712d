import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { type GenTypesOptions, generateTypes, runGenTypes } from '../src/typegen/index.js';
import { fixture } from './helpers.js';
import { consumerCompilerOptions, typeErrors } from './typegen/compile.js';

/** A project whose migration has an enum column, a foreign key, a view and functions with arguments. */
const projectDir = fixture('typegen');

/** The committed output of `gen types typescript` for {@link projectDir}. */
const snapshot = './typegen/__snapshots__/library-database.ts.snap';

/** What `tandem-backend gen types typescript` prints with these options. */
async function printed(options: GenTypesOptions): Promise<string> {
  let text = '';
  await runGenTypes({ ...options, out: { write: (chunk) => (text += chunk) } });
  return text;
}

/** Code using the generated types as an app does: a typed supabase-js client and the helpers. */
const consumer = `
import { createClient } from '@supabase/supabase-js';
import { Constants, type Database, type Enums, type Tables, type TablesInsert } from './database';

const client = createClient<Database>('http://127.0.0.1:54321', 'key');

export async function titlesWithAuthors(): Promise<string[]> {
  const { data, error } = await client.from('books').select('title, authors(name)');
  if (error) throw error;
  return data.map((book) => \`\${book.title} by \${book.authors.name}\`);
}

export async function lend(bookId: string): Promise<Enums<'loan_status'>> {
  const { data, error } = await client.rpc('lend_book', { book_id: bookId });
  if (error) throw error;
  return data;
}

export async function shelf(): Promise<Tables<'books'>[]> {
  const { data, error } = await client.rpc('books_with_status', { wanted: 'on_shelf' });
  if (error) throw error;
  return data;
}

export const book: TablesInsert<'books'> = { author_id: 1, title: 'Dune', tags: ['sf'] };
export const shelved: Tables<'books_on_shelf'>['author_name'] = null;
export const statuses: readonly Enums<'loan_status'>[] = Constants.public.Enums.loan_status;
// @ts-expect-error a generated column is never written
export const computed: TablesInsert<'books'> = { author_id: 1, title: 'Dune', title_length: 4 };
// @ts-expect-error an identity column generated always is never written
export const author: TablesInsert<'authors'> = { id: 1, name: 'Frank Herbert' };
`;

describe('gen types typescript', () => {
  let fromMigrations: string;

  beforeAll(async () => {
    fromMigrations = await printed({ projectDir });
  });

  it("prints the project's types from its migrations, as the committed snapshot", async () => {
    await expect(fromMigrations).toMatchFileSnapshot(snapshot);
    // The CLI's defaults: `public` and config.toml's `[api] schemas`, nothing private.
    expect(fromMigrations).toMatch(/^ {2}graphql_public: \{$/m);
    expect(fromMigrations).toMatch(/^ {2}public: \{$/m);
    expect(fromMigrations).not.toMatch(/audit/);
    // No PostgREST version is given for a local database, so no `__InternalSupabase` entry.
    expect(fromMigrations).not.toMatch(/^ {2}__InternalSupabase/m);
  });

  it('describes only the schemas given with --schema', async () => {
    const onlyPublic = await printed({ projectDir, schemas: ['public'] });
    expect(onlyPublic).not.toMatch(/graphql_public/);
    expect(onlyPublic).toMatch(/^ {2}public: \{$/m);
    expect(onlyPublic).toMatch(/^ {6}books_with_status: \{$/m);
  });

  it('compiles with tsc --noEmit --strict', () => {
    expect(typeErrors({ 'database.ts': fromMigrations }, { strict: true })).toEqual([]);
  });

  it("types a supabase-js client under the consumer projects' strict settings", () => {
    const files = { 'database.ts': fromMigrations, 'consumer.ts': consumer };
    expect(typeErrors(files, consumerCompilerOptions())).toEqual([]);
  });

  it('fails to compile code that misuses the types, so the check above has teeth', () => {
    const misuse = `import type { TablesInsert } from './database';
export const book: TablesInsert<'books'> = { author_id: 1, title: 'Dune', status: 'burnt' };`;
    const errors = typeErrors(
      { 'database.ts': fromMigrations, 'misuse.ts': misuse },
      consumerCompilerOptions(),
    );
    expect(errors.join('\n')).toMatch(/misuse\.ts:2: Type '"burnt"' is not assignable/);
  });

  describe.each(engines)('on a running %s backend', (engine) => {
    let backend: TestBackend;

    beforeAll(async () => {
      backend = await startTestBackend({ engine, projectDir, dbPort: 0 });
    });
    afterAll(() => backend?.stop());

    it('prints the same types from its Postgres URL (--db-url)', async () => {
      expect(backend.dbUrl).toMatch(/^postgres(ql)?:\/\//);
      expect(await printed({ projectDir, dbUrl: backend.dbUrl })).toBe(fromMigrations);
    });

    it('generates the same types from its engine in-process', async () => {
      const schemas = ['public', 'graphql_public'];
      expect(await generateTypes({ db: backend.context.db, schemas })).toBe(fromMigrations);
    });
  });
});
