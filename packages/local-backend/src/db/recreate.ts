import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { quoteIdent } from './engine.js';
import type { EngineLocation } from './open.js';

/**
 * Drops and recreates the database at `dbUrl` from the server's maintenance database, as
 * `supabase db reset` recreates its `postgres` database. Connections still open to it are
 * closed (`with (force)`, PostgreSQL 13+).
 */
async function recreatePostgresDatabase(dbUrl: string): Promise<void> {
  const url = new URL(dbUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  url.pathname = name === 'postgres' ? '/template1' : '/postgres';
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    await client.query(`create database ${quoteIdent(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Empties the database at `location`, so the next open starts from nothing: a PostgreSQL
 * database is dropped and created again; PGlite's folder (`<dataDir>/pglite`) is removed, the
 * rest of the data folder (stored objects' bytes, signing keys) is kept. In memory there is
 * nothing to remove.
 */
export async function recreateDatabase(location: EngineLocation): Promise<void> {
  if (location.dbUrl) return recreatePostgresDatabase(location.dbUrl);
  if (location.dataDir) rmSync(join(location.dataDir, 'pglite'), { recursive: true, force: true });
}
