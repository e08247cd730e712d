import { defineCommand } from './command.js';
import {
  DATABASE_HELP,
  DATABASE_OPTIONS,
  type DatabaseChoice,
  databaseChoice,
  databaseTarget,
  describeTarget,
} from './database-target.js';
import { PROJECT_HELP, PROJECT_OPTION, projectDirOption } from './option-values.js';

/** Arguments of `tandem-backend test db`. */
export interface TestDbArgs {
  projectDir: string;
  database: DatabaseChoice;
  /** Test files or folders; none means `<project>/supabase/tests`. */
  paths: string[];
}

/**
 * `tandem-backend test db [PATH...]`: runs the project's pgTAP tests (`*.sql`, `*.pg` under
 * `supabase/tests`) against its database, as `supabase test db` runs them with `pg_prove`, on
 * either engine: PGlite loads pgTAP itself, a PostgreSQL server needs its pgTAP package.
 */
export const testDbCommand = defineCommand<TestDbArgs>({
  name: 'test db',
  positionals: '[PATH...]',
  summary: "run the project's pgTAP tests against its database",
  help: `  PATH             test files or folders         default: <project>/supabase/tests
${DATABASE_HELP}${PROJECT_HELP}`,
  options: { ...DATABASE_OPTIONS, ...PROJECT_OPTION },
  parse(values, positionals) {
    return {
      projectDir: projectDirOption(values),
      database: databaseChoice(values),
      paths: positionals,
    };
  },
  async run({ projectDir, database, paths }) {
    const { findSqlTestFiles, runTestDb } = await import('../sql-tests/index.js');
    const files = findSqlTestFiles(projectDir, paths);
    if (!files.length) {
      process.stderr.write(
        `No pgTAP tests found (looked for *.sql and *.pg in ${paths.length ? paths.join(', ') : 'supabase/tests'}).\n`,
      );
      return 1;
    }
    const target = await databaseTarget(projectDir, database);
    if (target.kind === 'running' || target.location.dbUrl) {
      process.stderr.write(`Connecting to ${describeTarget(target)}...\n`);
    }
    const note = (message: string) => process.stderr.write(`${message}\n`);
    const { report, ok } = await runTestDb({ projectDir, target, files, note });
    process.stdout.write(report);
    return ok ? 0 : 1;
  },
});
