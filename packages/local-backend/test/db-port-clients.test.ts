import pg from 'pg';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { fixture, waitUntil } from './helpers.js';

// The clients Edge Functions use on SUPABASE_DB_URL; on PGlite it is the Postgres port.
describe.each(engines)('postgres.js and node-postgres on the database URL (%s)', (engine) => {
  let backend: TestBackend;
  let url: string;

  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fixture('basic'), dbPort: 0 });
    url = backend.dbUrl as string;
  });
  afterAll(() => backend?.stop());

  it('runs prepared statements from several postgres.js connections at once', async () => {
    const sql = postgres(url, { max: 4, onnotice: () => {} });
    try {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => sql`select ${i}::int * 2 as doubled`),
      );
      expect(results.map((rows) => rows[0]?.doubled)).toEqual(
        Array.from({ length: 40 }, (_, i) => i * 2),
      );
      // The same statement again reuses each connection's prepared one.
      const again = await sql`select ${5}::int * 2 as doubled`;
      expect(again[0]?.doubled).toBe(10);
    } finally {
      await sql.end();
    }
  });

  it('pipelines queries on one postgres.js connection, one failing among them', async () => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const queries = Array.from({ length: 10 }, (_, i) =>
        i === 4 ? sql`select 1 / ${0}::int as boom` : sql`select ${i}::text as value`,
      );
      const settled = await Promise.allSettled(queries);
      expect(settled[4]?.status).toBe('rejected');
      expect(
        settled
          .filter((_result, i) => i !== 4)
          .map(
            (r) => (r as PromiseFulfilledResult<postgres.RowList<postgres.Row[]>>).value[0]?.value,
          ),
      ).toEqual(['0', '1', '2', '3', '5', '6', '7', '8', '9']);
      const [row] = await sql.begin((tx) => [tx`select ${'in tx'}::text as value`]);
      expect(row?.[0]?.value).toBe('in tx');
    } finally {
      await sql.end();
    }
  });

  it('gives a new postgres.js connection a clean slate after another closed', async () => {
    for (let round = 0; round < 3; round++) {
      const sql = postgres(url, { max: 1, onnotice: () => {} });
      const rows = await sql`select ${round}::int as round`;
      expect(rows[0]?.round).toBe(round);
      await sql.end();
    }
  });

  it('keeps node-postgres named statements apart per connection and drops them on close', async () => {
    const first = new pg.Client({ connectionString: url });
    const second = new pg.Client({ connectionString: url });
    await first.connect();
    await second.connect();
    try {
      const one = await first.query({
        name: 'pick',
        text: "select 'first'::text as who, $1::int as n",
        values: [1],
      });
      const two = await second.query({
        name: 'pick',
        text: "select 'second'::text as who, $1::int as n",
        values: [2],
      });
      expect(one.rows).toEqual([{ who: 'first', n: 1 }]);
      expect(two.rows).toEqual([{ who: 'second', n: 2 }]);
      // Named statements are reused by name on their own connection.
      const reused = await first.query({
        name: 'pick',
        text: "select 'first'::text as who, $1::int as n",
        values: [3],
      });
      expect(reused.rows).toEqual([{ who: 'first', n: 3 }]);
      const unnamed = await second.query('select $1::int + $2::int as sum', [2, 3]);
      expect(unnamed.rows).toEqual([{ sum: 5 }]);
    } finally {
      await first.end();
    }
    // The closed connection's statement is deallocated; the open one's stays.
    const countOf = async (text: string) =>
      Number(
        (
          await second.query(
            'select count(*)::int as n from pg_prepared_statements where statement = $1',
            [text],
          )
        ).rows[0]?.n,
      );
    expect(
      await waitUntil(
        async () => (await countOf("select 'first'::text as who, $1::int as n")) === 0,
      ),
    ).toBe(true);
    expect(await countOf("select 'second'::text as who, $1::int as n")).toBe(1);
    await second.end();
  });
});
