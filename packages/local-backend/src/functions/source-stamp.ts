import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The newest modification time among `paths` and the files below them (folders walked,
 * `node_modules` skipped); missing paths count as 0. Compared before each call so an edited
 * function restarts, as `supabase functions serve` does.
 */
export function sourceStamp(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    newest = Math.max(newest, stat.mtimeMs);
    if (!stat.isDirectory()) return;
    for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
  };
  for (const path of paths) visit(path);
  return newest;
}
