/**
 * `db diff` and `db dump`: the declared schema (`supabase/schemas/*.sql`) diffed against the
 * migrated one with migra (`@pgkit/migra`), and the project's schema dumped as SQL, on
 * PGlite and on PostgreSQL.
 */
export { applyDeclaredSchema, listDeclaredSchemaFiles } from './declared-schema.js';
export {
  type DeclaredDiffOptions,
  type DeclaredSchemaDiff,
  diffDeclaredSchema,
  diffDeclaredSchemaDetails,
  NoDeclaredSchemaError,
} from './diff.js';
export { type DumpOptions, type DumpSource, dumpSchema } from './dump.js';
export { migrationVersion, writeDiffMigration } from './migration-file.js';
export {
  type CommandOutput,
  type RunDbDiffOptions,
  type RunDbDiffResult,
  type RunDbDumpOptions,
  runDbDiff,
  runDbDump,
} from './run.js';
export { MANAGED_SCHEMAS, selectSchemas } from './schemas.js';
export type { ShadowHost } from './shadow.js';
