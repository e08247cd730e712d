import { join, relative } from 'node:path';
import { Migration, type PostgreSQL } from '@pgkit/migra';
import { type BackendConfig, loadConfig } from '../config.js';
import { applyMigrations } from '../schema/migrations.js';
import { applyDeclaredSchema, listDeclaredSchemaFiles } from './declared-schema.js';
import { inspectSchemas, listSchemas } from './inspect.js';
import { selectSchemas } from './schemas.js';
import { openShadow, type ShadowDatabase, type ShadowHost } from './shadow.js';
import { addAllChanges } from './statement-order.js';

/** Options of {@link diffDeclaredSchema}. */
export interface DeclaredDiffOptions extends ShadowHost {
  /** The folder that contains `supabase/`. */
  projectDir: string;
  /**
   * Schemas to diff (`db diff --schema`). Default: every schema either side has that
   * Supabase does not manage: `public` and those the project creates. Extensions are
   * compared whatever their schema.
   */
  schemas?: readonly string[];
  /** The project's config. Default: read from `supabase/config.toml`. */
  config?: BackendConfig;
}

/** What {@link diffDeclaredSchemaDetails} found. */
export interface DeclaredSchemaDiff {
  /** The statements that take the migrated schema to the declared one; `''` when equal. */
  sql: string;
  /** The schemas compared, sorted. */
  schemas: string[];
  /** The declared schema files applied, in order, relative to `supabase/`. */
  files: string[];
  /** The statements of `sql` that drop something, to be checked before applying. */
  drops: string[];
}

/** Thrown when the project declares no schema: there is nothing to diff against. */
export class NoDeclaredSchemaError extends Error {
  override name = 'NoDeclaredSchemaError';
}

/**
 * The statements that take the inspected `from` to `target`, privileges included and
 * destructive ones allowed (as the Supabase CLI runs migra: unsafe, drops reported).
 */
export async function diffInspections(
  from: PostgreSQL,
  target: PostgreSQL,
): Promise<{ sql: string; drops: string[] }> {
  // An extension's version follows the engine's build, not the project.
  const migration = await Migration.create(from, target, { ignore_extension_versions: true });
  migration.set_safety(false);
  addAllChanges(migration);
  const statements = [...migration.statements];
  return {
    sql: migration.sql,
    // What migra itself counts as unsafe: any statement with a `drop`.
    drops: statements.filter((statement) => /\bdrop\s/i.test(statement)),
  };
}

/** Opens both shadows together; if either fails, the other is disposed of. */
async function openShadows(host: ShadowHost, config: BackendConfig) {
  const opened = await Promise.allSettled([openShadow(host, config), openShadow(host, config)]);
  const shadows = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = opened.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.allSettled(shadows.map((shadow) => shadow.dispose()));
    throw failure.reason;
  }
  return shadows as [ShadowDatabase, ShadowDatabase];
}

/**
 * Like {@link diffDeclaredSchema}, with the schemas compared, the files applied and the drop
 * statements found.
 */
export async function diffDeclaredSchemaDetails(
  options: DeclaredDiffOptions,
): Promise<DeclaredSchemaDiff> {
  const { projectDir } = options;
  const config = options.config ?? loadConfig(projectDir);
  const files = listDeclaredSchemaFiles(projectDir);
  if (!files.length) {
    throw new NoDeclaredSchemaError(
      'No declared schema: add SQL files to supabase/schemas/ (or list them in ' +
        '[db.migrations] schema_paths of supabase/config.toml).',
    );
  }
  const [migrated, declared] = await openShadows(options, config);
  try {
    await applyMigrations(migrated.db, projectDir);
    await applyDeclaredSchema(declared.db, projectDir, files);
    const present = [...(await listSchemas(migrated.db)), ...(await listSchemas(declared.db))];
    const schemas = selectSchemas(present, options.schemas);
    const wanted = new Set(schemas);
    const from = await inspectSchemas(migrated.db, wanted);
    const target = await inspectSchemas(declared.db, wanted);
    const { sql, drops } = await diffInspections(from, target);
    const supabaseDir = join(projectDir, 'supabase');
    return { sql, schemas, drops, files: files.map((file) => relative(supabaseDir, file)) };
  } finally {
    await Promise.allSettled([migrated.dispose(), declared.dispose()]);
  }
}

/**
 * Diffs the declared schema against the migrated one, as `supabase db diff` does with
 * declarative schemas: the project's migrations are applied to one shadow database, its
 * declared schema files (`supabase/schemas/*.sql` in file-name order, or
 * `[db.migrations] schema_paths`) to another, both on the Supabase base schema, and migra
 * writes the statements that take the first to the second. Shadows are fresh in-memory
 * PGlite databases, or scratch databases on the PostgreSQL server of `dbUrl`.
 * @returns the SQL, `''` when the two agree.
 * @throws {NoDeclaredSchemaError} when the project declares no schema.
 * @throws {MigrationError} when a migration or a declared schema file fails.
 */
export async function diffDeclaredSchema(options: DeclaredDiffOptions): Promise<string> {
  return (await diffDeclaredSchemaDetails(options)).sql;
}
