import { type BackendConfig, loadConfig } from '../config.js';
import { openPreparedDatabase } from '../db/open.js';
import { createLogger } from '../log.js';
import { generateTypes } from './generate.js';

/**
 * The schemas `supabase gen types` describes when no `--schema` is given: `public`, then the
 * exposed `[api] schemas` of config.toml (`public, graphql_public` by default), without repeats.
 */
export function defaultTypegenSchemas(config: BackendConfig): string[] {
  return [...new Set(['public', ...config.api.schemas])];
}

/** Options of {@link generateProjectTypes}. */
export interface ProjectTypesOptions {
  /** The folder that contains `supabase/`. */
  projectDir: string;
  /** Schemas to describe. Default {@link defaultTypegenSchemas} of the project's config.toml. */
  schemas?: string[];
}

/**
 * Generates the `Database` type of a project from its migrations: they are applied, with
 * seed.sql, to a fresh in-memory PGlite (the database `db reset` leaves), whose catalog
 * {@link generateTypes} reads. Needs no running backend; a failing migration throws its
 * `MigrationError`.
 */
export async function generateProjectTypes(options: ProjectTypesOptions): Promise<string> {
  const { projectDir } = options;
  const config = loadConfig(projectDir);
  const db = await openPreparedDatabase({}, config, projectDir, createLogger({ silent: true }));
  try {
    return await generateTypes({ db, schemas: options.schemas ?? defaultTypegenSchemas(config) });
  } finally {
    await db.close();
  }
}
