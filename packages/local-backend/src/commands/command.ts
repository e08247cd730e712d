import type { ParseArgsOptionsConfig } from 'node:util';

/** The values `node:util` parseArgs produced for a command's options. */
export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** What a command's arguments parsed to, with the command's runner bound to them. */
export interface Invocation {
  /** The command's name, e.g. `migration new`. */
  command: string;
  /** The command's own parsed arguments (its `parse` result). */
  args: unknown;
  /** Runs the command; resolves with the process exit code. */
  run(): Promise<number>;
}

/**
 * One verb of `tandem-backend`: its words, help text, options (in `node:util` parseArgs
 * form), how its arguments are checked, and what it does.
 */
export interface Command<Args> {
  /** The words that name it, space-separated: `status`, `migration new`. */
  name: string;
  /** Positional arguments after the name, for the usage line (e.g. `NAME`). */
  positionals?: string;
  /** One line for the command list. */
  summary: string;
  /** Its option lines for the usage text (`  --flag VALUE   meaning`). */
  help: string;
  /** Its options for parseArgs (`--help` is added to every command). */
  options: ParseArgsOptionsConfig;
  /** Checks and converts the parsed values; throws with a readable message on bad input. */
  parse(values: OptionValues, positionals: string[]): Args;
  /** Does the work; resolves with the exit code. */
  run(args: Args): Promise<number>;
}

/** A command with its argument type hidden, so commands of any type share one table. */
export interface CommandEntry {
  name: string;
  positionals?: string;
  summary: string;
  help: string;
  options: ParseArgsOptionsConfig;
  /** Parses the arguments and binds the runner to them. */
  invoke(values: OptionValues, positionals: string[]): Invocation;
}

/** Wraps a typed command for the command table. */
export function defineCommand<Args>(command: Command<Args>): CommandEntry {
  return {
    name: command.name,
    positionals: command.positionals,
    summary: command.summary,
    help: command.help,
    options: command.options,
    invoke(values, positionals) {
      const args = command.parse(values, positionals);
      return { command: command.name, args, run: () => command.run(args) };
    },
  };
}
