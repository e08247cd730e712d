import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

/** Where the bench build goes: apart from `dist/` and the e2e build. */
const OUT_DIR = 'dist-bench';

/** `vite preview`'s port for the bench (the e2e suite's is 4173). */
export const BENCH_APP_PORT = 4179;

/** The app under bench, served as in production. */
export interface AppServer {
  url: string;
  close(): Promise<void>;
}

/** Where a build goes and where it is served: the bench's, or the profiler's own. */
export interface BuildPlace {
  outDir: string;
  port: number;
}

const BENCH_PLACE: BuildPlace = { outDir: OUT_DIR, port: BENCH_APP_PORT };

/**
 * Builds the app in `bench` mode: `.env.bench` points it at the bench backend's port.
 * `minify: false` keeps the function names a CPU profile shows.
 */
export function buildApp(place: BuildPlace = BENCH_PLACE, { minify = true } = {}): void {
  const args = [vite, 'build', '--mode', 'bench', '--outDir', place.outDir];
  if (!minify) args.push('--minify', 'false');
  execFileSync(process.execPath, args, { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitUntilServed(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`vite preview did not answer at ${url}`);
}

/** Serves the bench build with `vite preview` in its own process (not the bench's loop). */
export async function serveApp(place: BuildPlace = BENCH_PLACE): Promise<AppServer> {
  const child = spawn(
    process.execPath,
    [
      vite,
      'preview',
      '--mode',
      'bench',
      '--outDir',
      place.outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(place.port),
      '--strictPort',
    ],
    { cwd: webDir, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${place.port}`;
  try {
    await waitUntilServed(url, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    url,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}
