/// <reference path="./webassembly.d.ts" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * PGlite's WebAssembly modules, compiled once per process and handed to every PGlite worker.
 *
 * Without them each worker compiles `pglite.wasm` (and `initdb.wasm` for a new database) on its
 * own, and frees that code when it ends. A process that starts many databases (a test run, a
 * server restarted in place) then pays the compile at every start and churns V8's executable
 * memory; a module held here is compiled once and outlives the workers that instantiate it.
 */
export type PgliteModuleName = 'pglite' | 'initdb';

const compiled = new Map<PgliteModuleName, Promise<WebAssembly.Module>>();

/** Where PGlite's package keeps a built file (beside its entry point). */
function artifactPath(file: string): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return join(dirname(entry), file);
}

/** The compiled module; the first call compiles it, later calls share the result. */
export function pgliteModule(name: PgliteModuleName): Promise<WebAssembly.Module> {
  let module = compiled.get(name);
  if (!module) {
    module = readFile(artifactPath(`${name}.wasm`)).then((bytes) => WebAssembly.compile(bytes));
    compiled.set(name, module);
    // A failed compile is not kept: the next start tries again and reports its own error.
    module.catch(() => compiled.delete(name));
  }
  return module;
}
