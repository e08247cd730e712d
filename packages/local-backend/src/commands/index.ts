import type { CommandEntry } from './command.js';
import { dbDiffCommand } from './db-diff.js';
import { dbDumpCommand } from './db-dump.js';
import { dbResetCommand } from './db-reset.js';
import { genTypesCommand } from './gen-types.js';
import { migrationListCommand } from './migration-list.js';
import { migrationNewCommand } from './migration-new.js';
import { migrationUpCommand } from './migration-up.js';
import { startCommand } from './start.js';
import { statusCommand } from './status.js';
import { stopCommand } from './stop.js';
import { testDbCommand } from './test-db.js';

/**
 * Every verb of `tandem-backend`, in the order the usage lists them. A new verb is one module
 * (`defineCommand({ name, summary, help, options, parse, run })`, its heavy imports loaded
 * inside `run`) and one line here; parsing, `--help` and the usage text follow from it.
 */
export const COMMANDS: CommandEntry[] = [
  startCommand,
  statusCommand,
  stopCommand,
  dbResetCommand,
  dbDiffCommand,
  dbDumpCommand,
  genTypesCommand,
  migrationNewCommand,
  migrationListCommand,
  migrationUpCommand,
  testDbCommand,
];
