import { defineConfig } from 'tsup';

export default defineConfig({
  // The PGlite worker is its own file next to the bundles: the engine starts it as a thread.
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing.ts',
    cli: 'src/cli.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  format: ['esm'],
  dts: { entry: ['src/index.ts', 'src/testing.ts'] },
  clean: true,
  target: 'node20',
  sourcemap: true,
  // The base schema ships as SQL files read at run time.
  publicDir: false,
  onSuccess: 'rm -rf dist/sql && cp -r src/schema/sql dist/sql',
});
