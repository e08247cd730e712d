import { readFileSync } from 'node:fs';
import pg from 'pg';

/** What one test file printed, or the error that stopped it. */
export interface FileOutput {
  file: string;
  /** The TAP lines its statements returned, in order. */
  tap: string;
  /** The error that ended the file early (a failed statement outside any pgTAP check). */
  error?: string;
}

/** Thrown when the database cannot load pgTAP: the message says what to install. */
export class PgtapUnavailableError extends Error {}

/** The text lines a statement's result carries: pgTAP functions return one text column. */
function tapLines(result: pg.QueryResult): string[] {
  if (result.fields.length !== 1) return [];
  const [field] = result.fields;
  return result.rows.flatMap((row) => {
    const value = (row as Record<string, unknown>)[field?.name ?? ''];
    return typeof value === 'string' ? value.split('\n') : [];
  });
}

/**
 * Makes sure pgTAP is installed, as `supabase test db` does before `pg_prove`.
 * @returns whether this call installed it (and so should remove it afterwards).
 */
async function ensurePgtap(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ available: boolean; installed: boolean }>(
    `select exists (select from pg_catalog.pg_available_extensions where name = 'pgtap') as available,
            exists (select from pg_catalog.pg_extension where extname = 'pgtap') as installed`,
  );
  const state = rows[0];
  if (state?.installed) return false;
  if (!state?.available) {
    const { rows: version } = await client.query<{ major: string }>(
      "select current_setting('server_version_num')::int / 10000 as major",
    );
    throw new PgtapUnavailableError(
      `pgTAP is not installed on this PostgreSQL server: install it (Debian: \`apt-get install postgresql-${version[0]?.major ?? 'NN'}-pgtap\`) and run again`,
    );
  }
  const { rows: schema } = await client.query<{ present: boolean }>(
    "select exists (select from pg_catalog.pg_namespace where nspname = 'extensions') as present",
  );
  await client.query(
    `create extension pgtap${schema[0]?.present ? ' with schema extensions' : ''}`,
  );
  return true;
}

/**
 * Runs each SQL test file over one Postgres-wire connection, the way psql runs a file for
 * `pg_prove`: the whole script as one simple query, so the file's own `begin;` … `rollback;`
 * decide what is kept. A file left inside a transaction is rolled back before the next one.
 * pgTAP is installed for the run when the database lacks it, and removed after.
 */
export async function runSqlTestFiles(
  dbUrl: string,
  files: readonly string[],
): Promise<FileOutput[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  // A notice (e.g. "there is no transaction in progress") is not a test result.
  client.on('notice', () => {});
  await client.connect();
  try {
    const installed = await ensurePgtap(client);
    const outputs: FileOutput[] = [];
    for (const file of files) {
      const script = readFileSync(file, 'utf8');
      try {
        const result = (await client.query(script)) as pg.QueryResult | pg.QueryResult[];
        const results = Array.isArray(result) ? result : [result];
        outputs.push({ file, tap: results.flatMap(tapLines).join('\n') });
      } catch (error) {
        outputs.push({ file, tap: '', error: (error as Error).message });
      }
      await client.query('rollback');
    }
    if (installed) await client.query('drop extension if exists pgtap');
    return outputs;
  } finally {
    await client.end();
  }
}
