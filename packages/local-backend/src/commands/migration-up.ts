import { defineCommand } from './command.js';
import {
  DATABASE_HELP,
  DATABASE_OPTIONS,
  databaseChoice,
  databaseTarget,
  describeTarget,
} from './database-target.js';
import type { MigrationTargetArgs } from './migration-list.js';
import {
  flagOption,
  noPositionals,
  PROJECT_HELP,
  PROJECT_OPTION,
  projectDirOption,
} from './option-values.js';

/** Arguments of `tandem-backend migration up`. */
export interface MigrationUpArgs extends MigrationTargetArgs {
  includeAll: boolean;
}

/**
 * `tandem-backend migration up`: applies the pending local migrations to the database, each
 * in its own transaction; a running backend applies them itself and reloads its schema caches.
 */
export const migrationUpCommand = defineCommand<MigrationUpArgs>({
  name: 'migration up',
  summary: 'apply pending local migrations to the database',
  help: `  --include-all    also apply pending migrations older than the last applied one
${DATABASE_HELP}${PROJECT_HELP}`,
  options: { 'include-all': { type: 'boolean' }, ...DATABASE_OPTIONS, ...PROJECT_OPTION },
  parse(values, positionals) {
    noPositionals('migration up', positionals);
    const projectDir = projectDirOption(values);
    return {
      projectDir,
      database: databaseChoice(values),
      includeAll: flagOption(values, 'include-all'),
    };
  },
  async run({ projectDir, database, includeAll }) {
    const target = await databaseTarget(projectDir, database);
    const { migrateUpOn } = await import('./database-operations.js');
    process.stderr.write(`Connecting to ${describeTarget(target)}...\n`);
    const applied = await migrateUpOn(target, projectDir, includeAll);
    for (const file of applied) process.stdout.write(`Applied migration ${file}\n`);
    process.stdout.write('Local database is up to date.\n');
    return 0;
  },
});
