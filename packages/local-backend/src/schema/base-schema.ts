import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DbEngine } from '../db/engine.js';

/** A base-schema file: its name (`20_auth.sql`), text and content hash. */
export interface BaseSchemaFile {
  name: string;
  sql: string;
  checksum: string;
}

/** Folder of the base-schema SQL files, next to this module in `src/` and in `dist/`. */
const sqlDir = fileURLToPath(new URL('./sql/', import.meta.url));

/** The base-schema files in the order they apply. */
export function baseSchemaFiles(): BaseSchemaFile[] {
  const names = readdirSync(sqlDir).filter((name) => name.endsWith('.sql'));
  // A packaging mistake must not start a backend without roles or auth schema.
  if (!names.includes('00_roles.sql')) throw new Error(`base schema files missing in ${sqlDir}`);
  return names.sort().map((name) => {
    const sql = readFileSync(`${sqlDir}${name}`, 'utf8');
    return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
}

/** One hash over every base-schema file, used to key cached database snapshots. */
export function baseSchemaVersion(): string {
  const hash = createHash('sha256');
  for (const file of baseSchemaFiles()) hash.update(file.name).update(file.checksum);
  return hash.digest('hex').slice(0, 16);
}

// Errors a concurrent CREATE ROLE/GRANT in another database of the same cluster can cause.
const RETRYABLE = new Set(['XX000', '23505', '42710', '40001', '40P01']);

/**
 * Installs the Supabase base schema. Each file runs in its own transaction and is recorded
 * with its checksum in `supabase_local.base_schema`; a file whose checksum is unchanged is
 * skipped, a changed one re-runs (every file is idempotent).
 * @returns whether the database was fresh (no base schema before this call).
 */
export async function installBaseSchema(db: DbEngine): Promise<{ fresh: boolean }> {
  const applied = await db.withAdmin(async (tx) => {
    const exists = await tx.query<{ present: boolean }>(
      "select to_regclass('supabase_local.base_schema') is not null as present",
    );
    if (!exists.rows[0]?.present) return undefined;
    const rows = await tx.query<{ file: string; checksum: string }>(
      'select file, checksum from supabase_local.base_schema',
    );
    return new Map(rows.rows.map((row) => [row.file, row.checksum]));
  });

  for (const file of baseSchemaFiles()) {
    if (applied?.get(file.name) === file.checksum) continue;
    for (let attempt = 1; ; attempt++) {
      try {
        await db.withAdmin(async (tx) => {
          await tx.exec(file.sql);
          await tx.exec(
            'create schema if not exists supabase_local; ' +
              'create table if not exists supabase_local.base_schema (file text primary key, ' +
              'checksum text not null, applied_at timestamptz not null default now())',
          );
          await tx.query(
            'insert into supabase_local.base_schema (file, checksum) values ($1, $2) ' +
              'on conflict (file) do update set checksum = excluded.checksum, applied_at = now()',
            [file.name, file.checksum],
          );
        });
        break;
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (attempt >= 8 || !RETRYABLE.has(code)) {
          throw new Error(`base schema ${file.name}: ${(error as Error).message}`, {
            cause: error,
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
      }
    }
  }
  return { fresh: applied === undefined };
}
