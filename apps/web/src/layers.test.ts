import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The app's folders from the bottom up (README, "Layers"). A file may import from its own
 * folder and from folders of a lower layer only; features on the same layer do not know each
 * other, so one feature's need from another goes through the router (search params) or moves
 * down into a shared folder. Files at the top of `src/` (entry, router, env) are outside.
 */
const LAYERS: readonly (readonly string[])[] = [
  // Shared by everything: the client, the query client, errors, formatting, task fields.
  ['lib'],
  // Cross-cutting state every screen may use.
  ['session', 'preferences', 'live', 'undo', 'unsent', 'workspace-shell'],
  ['auth'],
  // Features: one screen or a piece of one each.
  [
    'invite',
    'workspace-list',
    'board-list',
    'profile',
    'activity',
    'task',
    'palette',
    'notifications',
    'saved-views',
    'my-tasks',
    'trash',
  ],
  // Features that compose others: the board shows the task panel, settings the workspace form.
  ['board-page', 'workspace-settings'],
  // The shell around every page.
  ['app'],
  // File routes: they wire features to URLs.
  ['routes'],
];

const src = path.dirname(fileURLToPath(import.meta.url));
const layerOf = new Map(LAYERS.flatMap((folders, layer) => folders.map((f) => [f, layer])));

/** The folder a path relative to `src/` lies in, or `null` for a file at the top. */
function folderOf(file: string): string | null {
  const parts = file.split('/');
  return parts.length > 1 ? (parts[0] as string) : null;
}

/**
 * The imports of `file` (a path relative to `src/`, with its `code`) that reach a folder of
 * the same or a higher layer, static (`from`) or lazy (`import()`).
 */
function forbiddenImports(file: string, code: string): string[] {
  const from = folderOf(file);
  if (from === null) return [];
  const fromLayer = layerOf.get(from) ?? Number.POSITIVE_INFINITY;
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.flatMap(([, specifier = '']) => {
    const to = folderOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
    if (to === null || to === from) return [];
    return (layerOf.get(to) ?? Number.POSITIVE_INFINITY) >= fromLayer
      ? [`${file} imports ${specifier}`]
      : [];
  });
}

describe('the app’s layers', () => {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));

  it('places every folder on a layer', () => {
    const folders = new Set(files.map(folderOf).filter((f): f is string => f !== null));
    expect([...folders].filter((folder) => !layerOf.has(folder))).toEqual([]);
  });

  it('imports only from the same folder or a lower layer', () => {
    const violations = files.flatMap((file) =>
      forbiddenImports(file, readFileSync(path.join(src, file), 'utf8')),
    );
    expect(violations).toEqual([]);
  });

  it('reports an import between sibling features, from lib upwards, and of a lazy module', () => {
    expect(
      forbiddenImports('task/task-detail.tsx', "import { x } from '../board-page/x';"),
    ).toEqual(['task/task-detail.tsx imports ../board-page/x']);
    expect(forbiddenImports('task/a.ts', "import { x } from '../palette/x';")).toEqual([
      'task/a.ts imports ../palette/x',
    ]);
    expect(forbiddenImports('lib/query-client.ts', "export { y } from '../app/y';")).toEqual([
      'lib/query-client.ts imports ../app/y',
    ]);
    expect(forbiddenImports('undo/a.ts', "const m = import('../task/t');")).toEqual([
      'undo/a.ts imports ../task/t',
    ]);
    expect(forbiddenImports('board-page/a.ts', "import('../task/t'); import '../lib/z';")).toEqual(
      [],
    );
  });
});
