import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Vitest global setup: the CLI tests spawn `dist/cli.js`, so build it when it is missing or
 * older than `src/`. Under `turbo run test` the `build` task has just run and nothing is
 * built twice; a direct `pnpm test` after editing sources still tests what was edited.
 */
export default function buildIfStale(): void {
  const cli = join(packageDir, 'dist', 'cli.js');
  if (existsSync(cli) && statSync(cli).mtimeMs >= newestMtime(join(packageDir, 'src'))) return;
  execFileSync(
    process.execPath,
    [join(packageDir, 'node_modules', 'tsup', 'dist', 'cli-default.js'), '--silent'],
    {
      cwd: packageDir,
      stdio: 'inherit',
    },
  );
}
