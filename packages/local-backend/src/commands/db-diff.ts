import { defineCommand } from './command.js';
import { noPositionals, PROJECT_HELP, projectDirOption, stringOption } from './option-values.js';
import { SCHEMA_HELP, SCHEMA_READ_OPTIONS, schemaOption } from './schema-option.js';

/** Arguments of `tandem-backend db diff`. */
export interface DbDiffArgs {
  projectDir: string;
  file?: string;
  schemas?: string[];
  dbUrl?: string;
}

/**
 * `tandem-backend db diff [-f NAME]`: the statements that take the migrated schema to the
 * declared one (`supabase/schemas/*.sql`), printed or written as a new migration, as the
 * Supabase CLI's `db diff` does with declarative schemas.
 */
export const dbDiffCommand = defineCommand<DbDiffArgs>({
  name: 'db diff',
  summary: 'diff the declared schema (supabase/schemas) against the migrations',
  help: `  -f, --file NAME  write the diff as supabase/migrations/<timestamp>_NAME.sql
${SCHEMA_HELP}  --db-url URL     make the shadow databases on this PostgreSQL server  default: PGlite
${PROJECT_HELP}`,
  options: {
    file: { type: 'string', short: 'f' },
    ...SCHEMA_READ_OPTIONS,
  },
  parse(values, positionals) {
    noPositionals('db diff', positionals);
    return {
      projectDir: projectDirOption(values),
      file: stringOption(values, 'file'),
      schemas: schemaOption(values),
      dbUrl: stringOption(values, 'db-url'),
    };
  },
  async run(args) {
    const { runDbDiff } = await import('../schema-diff/index.js');
    await runDbDiff(args);
    return 0;
  },
});
