import { listMigrations } from '../schema/migrations.js';
import { defineCommand } from './command.js';
import type { DatabaseChoice } from './database-target.js';
import {
  DATABASE_HELP,
  DATABASE_OPTIONS,
  databaseChoice,
  databaseTarget,
  describeTarget,
} from './database-target.js';
import { migrationTable } from './migration-table.js';
import { noPositionals, PROJECT_HELP, PROJECT_OPTION, projectDirOption } from './option-values.js';

/** Arguments of `migration list` (and of `migration up`, which adds `includeAll`). */
export interface MigrationTargetArgs {
  projectDir: string;
  database: DatabaseChoice;
}

/**
 * `tandem-backend migration list`: the project's migration files beside those the database
 * has applied (`Local | Remote | Time (UTC)`); a version with no Remote is pending.
 */
export const migrationListCommand = defineCommand<MigrationTargetArgs>({
  name: 'migration list',
  summary: 'list local migrations and those the database has applied',
  help: `${DATABASE_HELP}${PROJECT_HELP}`,
  options: { ...DATABASE_OPTIONS, ...PROJECT_OPTION },
  parse(values, positionals) {
    noPositionals('migration list', positionals);
    const projectDir = projectDirOption(values);
    return { projectDir, database: databaseChoice(values) };
  },
  async run({ projectDir, database }) {
    const target = await databaseTarget(projectDir, database);
    const { appliedOn } = await import('./database-operations.js');
    process.stderr.write(`Listing migrations of ${describeTarget(target)}...\n`);
    const applied = await appliedOn(target, projectDir);
    const local = listMigrations(projectDir).map((file) => file.version);
    process.stdout.write(
      migrationTable(
        local,
        applied.map((row) => row.version),
      ),
    );
    return 0;
  },
});
