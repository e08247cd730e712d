import { parseArgs } from 'node:util';
import type { CommandEntry, Invocation, OptionValues } from './commands/command.js';
import { COMMANDS } from './commands/index.js';

/** The parsed command line of `tandem-backend`: a command ready to run, or a request for help. */
export type CliCommand = Invocation | { command: 'help'; text: string };

/** The usage line of one command, e.g. `tandem-backend migration new NAME [options]`. */
function usageLine(entry: CommandEntry): string {
  return `tandem-backend ${entry.name}${entry.positionals ? ` ${entry.positionals}` : ''} [options]`;
}

/** Help of one command: its usage line, summary and options. */
export function commandUsage(entry: CommandEntry): string {
  return `Usage: ${usageLine(entry)}\n\n${entry.summary.charAt(0).toUpperCase()}${entry.summary.slice(1)}.\n\nOptions:\n${entry.help}  -h, --help       show this help\n`;
}

/** Usage text printed by `--help` and on argument errors: every command, then `start`'s options. */
export const USAGE = `Usage: tandem-backend <command> [options]

Commands:
${COMMANDS.map((entry) => `  ${entry.name.padEnd(16)} ${entry.summary}`).join('\n')}

Run \`tandem-backend <command> --help\` for a command's options.

${commandUsage(COMMANDS[0] as CommandEntry)}`;

/**
 * The command named by the leading words of `argv`, the longest name first (so `db reset`
 * wins over a `db`), and how many words it took.
 */
function findCommand(argv: string[]): { entry: CommandEntry; words: number } | undefined {
  const leading: string[] = [];
  for (const word of argv) {
    if (word.startsWith('-')) break;
    leading.push(word);
  }
  for (let words = leading.length; words > 0; words--) {
    const name = leading.slice(0, words).join(' ');
    const entry = COMMANDS.find((command) => command.name === name);
    if (entry) return { entry, words };
  }
  return undefined;
}

/**
 * Parses `argv` (without node and script) with the options of the command it names;
 * throws with a readable message on bad input.
 */
export function parseCli(argv: string[]): CliCommand {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    return { command: 'help', text: USAGE };
  }
  const found = findCommand(argv);
  if (!found) {
    const words = argv.filter((word) => !word.startsWith('-')).join(' ');
    throw new Error(`unknown command "${words || argv.join(' ')}"`);
  }
  const { values, positionals } = parseArgs({
    args: argv.slice(found.words),
    allowPositionals: true,
    strict: true,
    options: { ...found.entry.options, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return { command: 'help', text: commandUsage(found.entry) };
  return found.entry.invoke(values as OptionValues, positionals);
}
