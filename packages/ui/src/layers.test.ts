import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The kit's folders from the bottom up (README, "Layers"). A file may import from its own
 * folder and from folders of a lower layer only; folders on the same layer do not import each
 * other. Stories are left out: they compose components from anywhere and are not shipped.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['foundations', 'domain'],
  ['base'],
  ['actions', 'display', 'navigation'],
  ['feedback', 'forms'],
  ['overlays'],
  ['board'],
  ['task', 'workspace', 'calendar'],
  ['notifications'],
];

const src = path.dirname(fileURLToPath(import.meta.url));

const layerOf = new Map(LAYERS.flatMap((folders, layer) => folders.map((f) => [f, layer])));

/** Every `.ts`/`.tsx` file under `src/`, stories excluded, as paths relative to `src/`. */
function sourceFiles(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.stories\.tsx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'));
}

/** Relative specifiers of `import … from`, `export … from`, `import '…'` and `import('…')`. */
function relativeImports(code: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
  return [...code.matchAll(pattern)].map((match) => match[1] as string);
}

/** The kit folder a path relative to `src/` lies in, or `null` for a file at the top. */
function folderOf(file: string): string | null {
  const parts = file.split('/');
  return parts.length > 1 ? (parts[0] as string) : null;
}

/** The imports of `file` (relative to `src/`) that break the layer rule. */
function upwardImports(file: string, code: string): string[] {
  const from = folderOf(file);
  if (from === null) return [];
  const fromLayer = layerOf.get(from) ?? Number.POSITIVE_INFINITY;
  return relativeImports(code).flatMap((specifier) => {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const to = folderOf(target);
    if (to === null || to === from) return [];
    const toLayer = layerOf.get(to) ?? Number.POSITIVE_INFINITY;
    return toLayer >= fromLayer ? [`${file} imports ${specifier}`] : [];
  });
}

describe('layers', () => {
  const files = sourceFiles();

  it('places every folder of the kit on a layer', () => {
    const folders = new Set(files.map(folderOf).filter((f): f is string => f !== null));
    const unplaced = [...folders].filter((folder) => !layerOf.has(folder));
    expect(unplaced, 'add new folders to LAYERS and to the README').toEqual([]);
  });

  it('imports only from the same folder or a lower layer', () => {
    const violations = files.flatMap((file) =>
      upwardImports(file, readFileSync(path.join(src, file), 'utf8')),
    );
    expect(violations).toEqual([]);
  });

  it('reports an import from a higher layer or a sibling folder of the same layer', () => {
    const code = [
      "import { Button } from '../actions/button';",
      "export { Kbd } from '../display/kbd';",
      "import { cn } from '../foundations/cn';",
      "import { sizes } from './sizes';",
    ].join('\n');
    expect(upwardImports('base/spinner.tsx', code)).toEqual([
      'base/spinner.tsx imports ../actions/button',
      'base/spinner.tsx imports ../display/kbd',
    ]);
    expect(upwardImports('actions/button.tsx', "import { Kbd } from '../display/kbd';")).toEqual([
      'actions/button.tsx imports ../display/kbd',
    ]);
  });
});
