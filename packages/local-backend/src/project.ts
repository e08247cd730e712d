import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The nearest folder at or above `from` that contains a `supabase/` folder, as the Supabase
 * CLI looks for its project; `undefined` when there is none.
 */
export function findProjectDir(from = process.cwd()): string | undefined {
  let dir = resolve(from);
  for (;;) {
    const candidate = join(dir, 'supabase');
    if (existsSync(candidate) && statSync(candidate).isDirectory()) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
