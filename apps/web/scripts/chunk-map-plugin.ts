import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the map goes inside the build folder, beside Vite's manifest. */
export const CHUNK_MAP_FILE = '.vite/chunk-map.json';

/** One JS file of the build: the modules it holds and the files it imports statically. */
export interface ChunkMapEntry {
  /** Module ids relative to the app's root (`src/…`, `../../packages/…`), queries kept. */
  modules: string[];
  /** Files this one imports before it runs. */
  imports: string[];
  isEntry: boolean;
}

/**
 * Writes `.vite/chunk-map.json`: every JS file of the build with the modules it holds. Vite's
 * manifest only names the modules a chunk starts from; once small shared chunks are merged or
 * inlined, a route's code or the client's core may live in a chunk named after something else,
 * and the size budget (scripts/route-chunks.mjs) still has to find it.
 */
export function chunkMapPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'tandem:chunk-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const map: Record<string, ChunkMapEntry> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = {
          modules: output.moduleIds.map((id) => relative(root, id.replace(/^\0/, ''))),
          imports: output.imports,
          isEntry: output.isEntry,
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MAP_FILE,
        source: JSON.stringify(map, null, 2),
      });
    },
  };
}
