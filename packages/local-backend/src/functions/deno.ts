import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let cached: string | undefined;

/**
 * Path of the Deno executable of the pinned `deno` package. Its postinstall links the
 * platform binary (an optional dependency) into the package; when install scripts were
 * skipped, the package's own installer does the same now.
 */
export function denoExecutable(): string {
  cached ??= (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();
  return cached;
}
