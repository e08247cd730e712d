import { readdirSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';

/** The file endings `supabase test db` (pg_prove `--ext .pg --ext .sql`) treats as tests. */
const TEST_EXTENSIONS = new Set(['.sql', '.pg']);

function collect(path: string, into: string[]): void {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) throw new Error(`no such test file or folder: ${path}`);
  if (stats.isFile()) {
    into.push(path);
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) collect(child, into);
    else if (entry.isFile() && TEST_EXTENSIONS.has(extname(entry.name))) into.push(child);
  }
}

/**
 * The SQL test files to run: those under `<project>/supabase/tests` when no path is given
 * (recursively, as `supabase test db` does), else the given files and the test files under the
 * given folders. Sorted by path, so files run in a stable order (`00_setup.sql` first).
 * @param paths Files or folders, relative to `cwd`.
 */
export function findSqlTestFiles(
  projectDir: string,
  paths: readonly string[] = [],
  cwd = process.cwd(),
): string[] {
  const roots = paths.length
    ? paths.map((path) => resolve(cwd, path))
    : [join(projectDir, 'supabase', 'tests')];
  const files: string[] = [];
  for (const root of roots) {
    if (!paths.length && !statSync(root, { throwIfNoEntry: false })) continue;
    collect(root, files);
  }
  return [...new Set(files)].sort();
}
