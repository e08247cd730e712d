#!/usr/bin/env node
import { type CliCommand, parseCli, USAGE } from './cli-args.js';

async function main(): Promise<number> {
  let command: CliCommand;
  try {
    command = parseCli(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`tandem-backend: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (command.command === 'help' && 'text' in command) {
    process.stdout.write(command.text);
    return 0;
  }
  return 'run' in command ? command.run() : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`tandem-backend: ${(error as Error).message ?? String(error)}\n`);
    process.exit(1);
  },
);
