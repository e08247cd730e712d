import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BackendContext } from '../context.js';
import { BOOTSTRAP_SOURCE } from './bootstrap.js';
import { functionEnv } from './env.js';
import { sourceStamp } from './source-stamp.js';
import { FunctionWorker } from './worker.js';

/** Folder names that are functions; `_shared` and other `_`/`.` folders are not. */
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Where the functions live and where Deno keeps its module cache. */
export interface FunctionPaths {
  /** `<project>/supabase/functions`. */
  functionsDir: string;
  /** `<project>/.tandem/deno`: DENO_DIR, shared by every worker. */
  denoDir: string;
}

interface Running {
  worker: FunctionWorker;
  stamp: number;
}

/** First boot downloads the function's npm packages, which can take a while. */
const BOOT_TIMEOUT_MS = 120_000;

/**
 * One warm worker per function, started on its first call and restarted when its source
 * (its folder, `_shared/` or `functions/.env`) changed or its process exited.
 */
export function createWorkerPool(ctx: BackendContext, paths: FunctionPaths) {
  const running = new Map<string, Running>();
  const bootstrap = join(paths.denoDir, 'tandem-bootstrap.mjs');
  const shared = join(paths.functionsDir, '_shared');
  const envFile = join(paths.functionsDir, '.env');

  const start = (name: string, stamp: number): Running => {
    mkdirSync(paths.denoDir, { recursive: true });
    writeFileSync(bootstrap, BOOTSTRAP_SOURCE);
    const folder = join(paths.functionsDir, name);
    const worker = new FunctionWorker({
      name,
      entry: join(folder, 'index.ts'),
      readable: [folder, shared, paths.denoDir],
      env: functionEnv(ctx, envFile, paths.denoDir),
      bootstrap,
      bootTimeoutMs: BOOT_TIMEOUT_MS,
      log: ctx.log,
    });
    const entry = { worker, stamp };
    running.set(name, entry);
    return entry;
  };

  return {
    /** Whether `name` is a function of the project (`<name>/index.ts` exists). */
    exists(name: string): boolean {
      return FUNCTION_NAME.test(name) && existsSync(join(paths.functionsDir, name, 'index.ts'));
    },
    /** The warm worker of `name`, restarted first when stale. */
    async worker(name: string): Promise<FunctionWorker> {
      const stamp = sourceStamp([join(paths.functionsDir, name), shared, envFile]);
      const current = running.get(name);
      if (current?.worker.alive && current.stamp === stamp) return current.worker;
      if (current) {
        running.delete(name);
        await current.worker.stop();
      }
      // Another call may have started it while this one waited for the old one to stop.
      return (running.get(name) ?? start(name, stamp)).worker;
    },
    /** Stops every worker. */
    async stopAll(): Promise<void> {
      const workers = [...running.values()].map(({ worker }) => worker.stop());
      running.clear();
      await Promise.all(workers);
    },
  };
}
