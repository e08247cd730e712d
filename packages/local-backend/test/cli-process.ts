import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LocalBackend } from '../src/start.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** The `--json` line printed by `tandem-backend start`: the running backend's public fields. */
export type ReadyLine = Omit<LocalBackend, 'context' | 'stop'>;

/** A CLI child process and its ready line. */
export interface CliProcess {
  child: ChildProcess;
  ready: ReadyLine;
  /** Every stdout line, the ready line included. */
  stdout: string[];
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
}

/** Spawns the built CLI (`pnpm test` builds first) and waits for the JSON ready line. */
export function spawnCli(args: string[]): Promise<CliProcess> {
  const child = spawn(process.execPath, ['dist/cli.js', ...args], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      stdout.push(line);
      if (stdout.length === 1) {
        try {
          resolve({ child, ready: JSON.parse(line) as ReadyLine, stdout, exited });
        } catch (error) {
          reject(error);
        }
      }
    });
    exited.then((code) => reject(new Error(`CLI exited with ${code} before ready: ${stderr}`)));
  });
}
