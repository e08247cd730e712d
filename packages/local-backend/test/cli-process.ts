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

/**
 * Spawns the built CLI (`pnpm test` builds first) and waits for the JSON ready line. A start
 * on PGlite without `--db-port` serves its Postgres port on a free port, and one without
 * `--smtp-port` receives mail on a free port, so parallel test files never compete for 54322
 * or 54325.
 */
export function spawnCli(args: string[]): Promise<CliProcess> {
  const freeDbPort =
    args[0] === 'start' && !args.includes('--db-port') && !args.includes('--db-url');
  const withDbPort = freeDbPort ? [...args, '--db-port', '0'] : args;
  const freeSmtpPort = args[0] === 'start' && !args.includes('--smtp-port');
  const argv = freeSmtpPort ? [...withDbPort, '--smtp-port', '0'] : withDbPort;
  const child = spawn(process.execPath, ['dist/cli.js', ...argv], {
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

/**
 * Spawns the built CLI without `--json` and resolves with the banner's lines once it asks for
 * Ctrl+C; the process is then stopped with SIGTERM.
 */
export function cliBanner(args: string[]): Promise<string[]> {
  const child = spawn(process.execPath, ['dist/cli.js', ...args], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  let complete = false;
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      lines.push(line);
      if (line.startsWith('Press Ctrl+C')) {
        complete = true;
        child.kill('SIGTERM');
      }
    });
    child.once('exit', (code) => {
      if (complete) resolve(lines);
      else reject(new Error(`CLI exited with ${code}: ${stderr}`));
    });
  });
}

/** What a CLI command that runs to completion printed, and its exit code. */
export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI to completion (e.g. `status -o env`) and resolves with its output. */
export function runCli(args: string[]): Promise<CliResult> {
  const child = spawn(process.execPath, ['dist/cli.js', ...args], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
