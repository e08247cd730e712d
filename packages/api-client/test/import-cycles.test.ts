import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** The package's modules, tests left out. */
function modules(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(SRC, file));
}

/**
 * The relative imports of a module, resolved to files: static, type-only, re-exports and
 * `import()` alike, as TypeScript's own scanner finds them. A type-only loop is a loop too: the
 * modules cannot be read, moved or split one without the other.
 */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
}

/** A loop of imports from `start` back to it, as the files along it, or `undefined`. */
function loopThrough(graph: Map<string, string[]>, start: string): string[] | undefined {
  const seen = new Set<string>();
  const visit = (file: string, path: string[]): string[] | undefined => {
    for (const imported of graph.get(file) ?? []) {
      if (imported === start) return [...path, start];
      if (seen.has(imported)) continue;
      seen.add(imported);
      const loop = visit(imported, [...path, imported]);
      if (loop) return loop;
    }
    return undefined;
  };
  return visit(start, [start]);
}

/**
 * The client's own modules: its front, core, loader and namespace list, and the deferral that
 * serves each namespace before its code has loaded.
 */
const CLIENT_MODULES = /^(client[\w-]*|internal\/(deferred-namespace|load-once))\.ts$/;

describe("the client's modules", () => {
  const graph = new Map(modules().map((file) => [file, importsOf(file)]));

  it('are all found, with every relative import resolved to one of them', () => {
    expect(graph.get(join(SRC, 'client.ts'))).toContain(join(SRC, 'client-loader.ts'));
    // `import()` counts: the client's namespaces are imported that way only.
    expect(graph.get(join(SRC, 'client-namespaces.ts'))).toContain(join(SRC, 'tasks/index.ts'));
    const unresolved = [...graph].flatMap(([file, imports]) =>
      imports
        .filter((imported) => imported.startsWith(SRC) && !graph.has(imported))
        .map((imported) => `${file} → ${imported}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('import each other in no loop', () => {
    const client = [...graph.keys()].filter((file) => CLIENT_MODULES.test(relative(SRC, file)));
    expect(client.length).toBeGreaterThanOrEqual(6);
    const loops = client
      .map((file) =>
        loopThrough(graph, file)
          ?.map((looped) => relative(SRC, looped))
          .join(' → '),
      )
      .filter(Boolean);
    expect(loops).toEqual([]);
  });

  it('would have a loop found', () => {
    // The check itself: a loop two modules down from the client is reported, along the loop.
    const loop = new Map([
      ['client.ts', ['client-loader.ts', 'environment.ts']],
      ['client-loader.ts', ['client-core.ts']],
      ['client-core.ts', ['client.ts']],
    ]);
    expect(loopThrough(loop, 'client.ts')).toEqual([
      'client.ts',
      'client-loader.ts',
      'client-core.ts',
      'client.ts',
    ]);
    expect(loopThrough(loop, 'environment.ts')).toBeUndefined();
  });
});
