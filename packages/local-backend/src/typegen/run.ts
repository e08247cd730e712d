import { loadConfig } from '../config.js';
import { findProjectDir } from '../project.js';
import { generateTypes } from './generate.js';
import { defaultTypegenSchemas, generateProjectTypes } from './project.js';

/** Parsed options of `tandem-backend gen types typescript`. */
export interface GenTypesOptions {
  /** `--schema` (repeatable): the schemas to describe. Default: `public` and config.toml's `[api] schemas`. */
  schemas?: string[];
  /**
   * `--db-url`: read this database, e.g. a running backend's (`postgresql://…:54322/postgres`).
   * Default: the project's migrations applied to a fresh in-memory database.
   */
  dbUrl?: string;
  /** Folder that contains `supabase/`. Default: the nearest ancestor of the cwd that has one. */
  projectDir?: string;
  /** Where the source is written. Default `process.stdout`. */
  out?: { write(text: string): unknown };
}

/**
 * `tandem-backend gen types typescript`: writes the generated `Database` type to stdout, as
 * `supabase gen types typescript` does, to be redirected into a file.
 *
 * Without `dbUrl` it needs a project, whose migrations it applies to a fresh in-memory database;
 * with one, the project (when there is one) only supplies the default schemas.
 * @throws Error when there is neither `dbUrl` nor a project.
 */
export async function runGenTypes(options: GenTypesOptions = {}): Promise<void> {
  const projectDir = options.projectDir ?? findProjectDir();
  const schemas = options.schemas?.length ? options.schemas : undefined;
  let source: string;
  if (options.dbUrl) {
    const defaults = defaultTypegenSchemas(loadConfig(projectDir));
    source = await generateTypes({ connection: options.dbUrl, schemas: schemas ?? defaults });
  } else if (projectDir) {
    source = await generateProjectTypes({ projectDir, ...(schemas ? { schemas } : {}) });
  } else {
    throw new Error('no supabase/ folder here or above: run it in a project, or pass --db-url');
  }
  (options.out ?? process.stdout).write(source);
}
