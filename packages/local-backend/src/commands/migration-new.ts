import { existsSync, fstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineCommand } from './command.js';
import { PROJECT_HELP, PROJECT_OPTION, projectDirOption } from './option-values.js';

/** Arguments of `tandem-backend migration new`. */
export interface MigrationNewArgs {
  projectDir: string;
  name: string;
}

/** The current UTC time as a migration version, `yyyymmddhhmmss`, as the Supabase CLI names them. */
export function migrationTimestamp(now = new Date()): string {
  return now.toISOString().replace(/\D/g, '').slice(0, 14);
}

/** `path` as the user would type it from the working directory. */
function shownPath(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith('..') ? path : fromHere;
}

/** Whether standard input is a redirected file with content (`migration new x < dump.sql`). */
function stdinFileWithContent(): boolean {
  try {
    const stat = fstatSync(0);
    return stat.isFile() && stat.size > 0;
  } catch {
    return false;
  }
}

/**
 * `tandem-backend migration new NAME`: creates `supabase/migrations/<timestamp>_NAME.sql`,
 * empty or with the content of a file redirected to standard input, as the Supabase CLI does.
 */
export const migrationNewCommand = defineCommand<MigrationNewArgs>({
  name: 'migration new',
  positionals: 'NAME',
  summary: 'create an empty migration file named <UTC timestamp>_NAME.sql',
  help: PROJECT_HELP,
  options: { ...PROJECT_OPTION },
  parse(values, positionals) {
    const [name, extra] = positionals;
    if (!name) throw new Error('migration new needs a NAME, e.g. `migration new add_notes`');
    if (extra !== undefined) throw new Error(`unexpected argument "${extra}" for migration new`);
    if (/[/\\\s]/.test(name)) throw new Error(`invalid migration name "${name}"`);
    return { projectDir: projectDirOption(values), name };
  },
  async run({ projectDir, name }) {
    const dir = join(projectDir, 'supabase', 'migrations');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${migrationTimestamp()}_${name}.sql`);
    if (existsSync(path)) throw new Error(`${shownPath(path)} already exists`);
    writeFileSync(path, stdinFileWithContent() ? readFileSync(0) : '');
    process.stdout.write(`Created new migration at ${shownPath(path)}.\n`);
    return 0;
  },
});
