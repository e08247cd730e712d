import { resolve } from 'node:path';
import { findProjectDir } from '../project.js';
import type { OptionValues } from './command.js';

/** A string option's value, or `undefined` when absent. */
export function stringOption(values: OptionValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

/** Whether a boolean option was given. */
export function flagOption(values: OptionValues, name: string): boolean {
  return values[name] === true;
}

/** A port number given as `--name N`, or `undefined` when absent. */
export function portOption(values: OptionValues, name: string): number | undefined {
  const value = stringOption(values, name);
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(port) || port > 65535) {
    throw new Error(`invalid --${name} "${value}"`);
  }
  return port;
}

/** A byte count given as `--name N`, or `undefined` when absent. */
export function byteCountOption(values: OptionValues, name: string): number | undefined {
  const value = stringOption(values, name);
  if (value === undefined) return undefined;
  const bytes = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(bytes)) {
    throw new Error(`invalid --${name} "${value}"`);
  }
  return bytes;
}

/** `--project DIR`, shared by every command that works on a project. */
export const PROJECT_OPTION = { project: { type: 'string' } } as const;

/** Help line of {@link PROJECT_OPTION}. */
export const PROJECT_HELP =
  '  --project DIR    folder containing supabase/              default: nearest with supabase/\n';

/**
 * The project a command works on: `--project`, else the nearest folder at or above the
 * working directory with `supabase/`, else the working directory itself (where `start`
 * records a backend started outside any project).
 */
export function projectDirOption(values: OptionValues): string {
  const given = stringOption(values, 'project');
  return given ? resolve(given) : (findProjectDir() ?? process.cwd());
}

/** Refuses positional arguments a command does not take. */
export function noPositionals(command: string, positionals: string[]): void {
  if (positionals.length) {
    throw new Error(`unexpected argument "${positionals[0]}" for ${command}`);
  }
}
