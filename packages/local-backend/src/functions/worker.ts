import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Logger } from '../log.js';
import { READY_MARKER } from './bootstrap.js';
import { denoExecutable } from './deno.js';

/** How to run one function. */
export interface WorkerSpec {
  /** The function's name, as in `/functions/v1/<name>`; it labels the worker's log lines. */
  name: string;
  /** Absolute path of its `index.ts`. */
  entry: string;
  /** Folders and files Deno may read (the function's folder and the module cache). */
  readable: string[];
  /** The whole environment the function sees. */
  env: Record<string, string>;
  /** The bootstrap module (see bootstrap.ts). */
  bootstrap: string;
  /** Refuse a worker that has not called `Deno.serve` within this many milliseconds. */
  bootTimeoutMs: number;
  log: Logger;
}

/** Raised when a worker exits or times out before it serves. */
export class BootError extends Error {
  override name = 'BootError';
}

/**
 * One warm Deno process serving one function on a loopback port. Deno gets network and
 * environment access and reads only `readable`; writes, subprocesses and FFI are denied.
 */
export class FunctionWorker {
  private child: ChildProcess | undefined;
  private exited = false;
  /** Resolves with the port once the function serves. */
  readonly ready: Promise<number>;

  constructor(private readonly spec: WorkerSpec) {
    this.ready = this.boot();
    // A boot failure is reported to the caller that awaits `ready`; never unhandled.
    this.ready.catch(() => {});
  }

  /** Whether the process has exited (a later call starts a new worker). */
  get alive(): boolean {
    return !this.exited;
  }

  private boot(): Promise<number> {
    const { spec } = this;
    const child = spawn(
      denoExecutable(),
      [
        'run',
        '--quiet',
        '--no-config',
        '--no-lock',
        '--node-modules-dir=none',
        '--allow-net',
        '--allow-env',
        `--allow-read=${spec.readable.join(',')}`,
        spec.bootstrap,
        new URL(`file://${spec.entry}`).href,
      ],
      { env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    return new Promise<number>((resolve, reject) => {
      let ready = false;
      const timer = setTimeout(() => {
        reject(new BootError(`function ${spec.name} did not call Deno.serve in time`));
        this.stop();
      }, spec.bootTimeoutMs);
      const forward = (level: 'info' | 'error') => (line: string) => {
        if (!ready && line.startsWith(READY_MARKER)) {
          ready = true;
          clearTimeout(timer);
          resolve(Number(line.slice(READY_MARKER.length + 1)));
          return;
        }
        spec.log[level](`function ${spec.name}: ${line}`);
      };
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', forward('info'));
      createInterface({ input: child.stderr as NodeJS.ReadableStream }).on(
        'line',
        forward('error'),
      );
      child.on('error', (error) => {
        clearTimeout(timer);
        this.exited = true;
        reject(new BootError(`function ${spec.name} could not start: ${error.message}`));
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        this.exited = true;
        if (!ready)
          reject(new BootError(`function ${spec.name} exited while booting (${code ?? signal})`));
        else if (code !== 0 && signal !== 'SIGTERM') {
          spec.log.error(`function ${spec.name} exited (${code ?? signal})`);
        }
      });
    });
  }

  /** Ends the process; resolves once it has exited. */
  stop(): Promise<void> {
    const child = this.child;
    if (!child || this.exited) return Promise.resolve();
    return new Promise((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  }
}
