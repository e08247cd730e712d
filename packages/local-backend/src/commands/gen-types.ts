import { defineCommand } from './command.js';
import { noPositionals, PROJECT_HELP, projectDirOption, stringOption } from './option-values.js';
import { SCHEMA_HELP, SCHEMA_READ_OPTIONS, schemaOption } from './schema-option.js';

/** Arguments of `tandem-backend gen types typescript`. */
export interface GenTypesArgs {
  projectDir: string;
  schemas?: string[];
  dbUrl?: string;
}

/**
 * `tandem-backend gen types typescript`: the project's `Database` type, from Supabase's own
 * generator, printed to be redirected into a file as `supabase gen types typescript --local`
 * is. It reads the backend running for the project when it serves a Postgres port (what
 * `--local` reads), else the project's migrations applied to a fresh in-memory database.
 */
export const genTypesCommand = defineCommand<GenTypesArgs>({
  name: 'gen types typescript',
  summary: "print the TypeScript types of the project's database",
  help: `${SCHEMA_HELP}  --db-url URL     read this database           default: the running backend's, else the migrations
${PROJECT_HELP}`,
  options: {
    ...SCHEMA_READ_OPTIONS,
  },
  parse(values, positionals) {
    noPositionals('gen types typescript', positionals);
    return {
      projectDir: projectDirOption(values),
      schemas: schemaOption(values),
      dbUrl: stringOption(values, 'db-url'),
    };
  },
  async run({ projectDir, schemas, dbUrl }) {
    const [{ runGenTypes }, { findRunningBackend }] = await Promise.all([
      import('../typegen/index.js'),
      import('../run/run-record.js'),
    ]);
    const running = dbUrl ? undefined : findRunningBackend(projectDir)?.dbUrl;
    await runGenTypes({ projectDir, schemas, dbUrl: dbUrl ?? running });
    return 0;
  },
});
