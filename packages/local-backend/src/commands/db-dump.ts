import { defineCommand } from './command.js';
import { noPositionals, PROJECT_HELP, projectDirOption, stringOption } from './option-values.js';
import { SCHEMA_HELP, SCHEMA_READ_OPTIONS, schemaOption } from './schema-option.js';

/** Arguments of `tandem-backend db dump`. */
export interface DbDumpArgs {
  projectDir: string;
  file?: string;
  schemas?: string[];
  dbUrl?: string;
  dataDir?: string;
}

/**
 * `tandem-backend db dump [-f FILE]`: the schema of the project's database (the running
 * backend's, else its persisted PGlite folder), as `supabase db dump --local` prints it.
 */
export const dbDumpCommand = defineCommand<DbDumpArgs>({
  name: 'db dump',
  summary: "print (or write) the schema of the project's database",
  help: `  -f, --file FILE  write the dump to FILE instead of printing it
${SCHEMA_HELP}  --db-url URL     dump this PostgreSQL database
  --data-dir DIR   dump this PGlite folder                  default: <project>/.tandem/data
${PROJECT_HELP}`,
  options: {
    file: { type: 'string', short: 'f' },
    'data-dir': { type: 'string' },
    ...SCHEMA_READ_OPTIONS,
  },
  parse(values, positionals) {
    noPositionals('db dump', positionals);
    return {
      projectDir: projectDirOption(values),
      file: stringOption(values, 'file'),
      schemas: schemaOption(values),
      dbUrl: stringOption(values, 'db-url'),
      dataDir: stringOption(values, 'data-dir'),
    };
  },
  async run(args) {
    const { runDbDump } = await import('../schema-diff/index.js');
    await runDbDump(args);
    return 0;
  },
});
