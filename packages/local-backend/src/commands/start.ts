import type { StartOptions } from '../start.js';
import { defineCommand } from './command.js';
import { flagOption, noPositionals } from './option-values.js';
import { START_HELP, START_OPTIONS, startOptionsFrom } from './start-options.js';

/** Arguments of `tandem-backend start`. */
export interface StartArgs {
  /** Print one JSON line when ready instead of the banner. */
  json: boolean;
  options: StartOptions;
}

/** `tandem-backend start`: serves the project until SIGINT/SIGTERM or `tandem-backend stop`. */
export const startCommand = defineCommand<StartArgs>({
  name: 'start',
  summary: 'start the backend for the project and serve until stopped',
  help: START_HELP,
  options: START_OPTIONS,
  parse(values, positionals) {
    noPositionals('start', positionals);
    return { json: flagOption(values, 'json'), options: startOptionsFrom(values) };
  },
  // Loaded on use: the other commands need none of the backend's modules.
  run: async (args) => (await import('./start-run.js')).runStart(args),
});
