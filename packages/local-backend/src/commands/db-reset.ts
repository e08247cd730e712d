import { defineCommand } from './command.js';
import {
  DATABASE_HELP,
  DATABASE_OPTIONS,
  databaseChoice,
  databaseTarget,
  describeTarget,
} from './database-target.js';
import type { MigrationTargetArgs } from './migration-list.js';
import { noPositionals, PROJECT_HELP, PROJECT_OPTION, projectDirOption } from './option-values.js';

/**
 * `tandem-backend db reset`: recreates the database from the base schema, the migrations and
 * seed.sql. A running backend does it in its own process: it stops serving, recreates its
 * database and serves again on the same ports with the same keys.
 */
export const dbResetCommand = defineCommand<MigrationTargetArgs>({
  name: 'db reset',
  summary: 'recreate the database from supabase/migrations and seed.sql',
  help: `${DATABASE_HELP}${PROJECT_HELP}`,
  options: { ...DATABASE_OPTIONS, ...PROJECT_OPTION },
  parse(values, positionals) {
    noPositionals('db reset', positionals);
    const projectDir = projectDirOption(values);
    return { projectDir, database: databaseChoice(values) };
  },
  async run({ projectDir, database }) {
    const target = await databaseTarget(projectDir, database);
    const { resetOn } = await import('./database-operations.js');
    const started = Date.now();
    process.stderr.write(`Resetting ${describeTarget(target)}...\n`);
    const result = await resetOn(target, projectDir);
    for (const file of result.applied) process.stdout.write(`Applied migration ${file}\n`);
    if (result.seeded) process.stdout.write('Seeded data from supabase/seed.sql\n');
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`Finished tandem-backend db reset in ${seconds} s.\n`);
    return 0;
  },
});
