import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BackendConfig } from '../config.js';
import type { DbEngine } from '../db/engine.js';
import { openEngine } from '../db/open.js';
import { openPostgres } from '../db/postgres.js';
import { applyApiPrivileges } from '../schema/api-privileges.js';
import { installBaseSchema } from '../schema/base-schema.js';

/** Where shadow databases are made. */
export interface ShadowHost {
  /**
   * A PostgreSQL server (any database's URL on it; the role must be allowed to create
   * databases): each shadow is a scratch database there, dropped afterwards. Default: each
   * shadow is a fresh in-memory PGlite.
   */
  dbUrl?: string;
}

/** A throw-away database with the Supabase base schema, as the Supabase CLI's shadow. */
export interface ShadowDatabase {
  readonly db: DbEngine;
  /** Closes it and, on PostgreSQL, drops its scratch database. */
  dispose(): Promise<void>;
}

async function onServer(adminUrl: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Refuses PGlite's Postgres port: it serves one database over one session, so a database
 * created there cannot be connected to. Its build reports the WebAssembly compiler.
 */
async function assertRealServer(adminUrl: string): Promise<void> {
  const result = await onServer(adminUrl, 'select version() as version');
  const version = String(result.rows[0]?.version ?? '');
  if (/emscripten|emcc|wasm/i.test(version)) {
    throw new Error(
      "shadow databases need a PostgreSQL server: the URL given is PGlite's Postgres port, " +
        'which serves a single database. Leave out the database URL to diff on in-memory PGlite.',
    );
  }
}

/** Creates `tandem_shadow_<random>` next to the database of `adminUrl`. */
async function openScratchPostgres(adminUrl: string, config: BackendConfig) {
  await assertRealServer(adminUrl);
  const name = `tandem_shadow_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}`);
  const drop = () => onServer(adminUrl, `drop database if exists ${name} with (force)`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const db = await openPostgres({ url: url.href, searchPath: config.api.extra_search_path });
    return { db, drop };
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
}

/**
 * Opens a shadow database holding the Supabase base schema with the default privileges of
 * `public` that `[api] auto_expose_new_tables` asks for, and nothing of the project yet.
 */
export async function openShadow(host: ShadowHost, config: BackendConfig): Promise<ShadowDatabase> {
  const { db, drop } = host.dbUrl
    ? await openScratchPostgres(host.dbUrl, config)
    : { db: await openEngine({}, config), drop: async () => {} };
  const dispose = async () => {
    await db.close();
    await drop();
  };
  try {
    await installBaseSchema(db);
    await applyApiPrivileges(db, config.api.auto_expose_new_tables);
  } catch (error) {
    await dispose().catch(() => {});
    throw error;
  }
  return { db, dispose };
}
