import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/testing.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { entry: ['src/index.ts', 'src/testing.ts'] },
  clean: true,
  target: 'node20',
  sourcemap: true,
  // The base schema ships as SQL files read at run time.
  publicDir: false,
  onSuccess: 'rm -rf dist/sql && cp -r src/schema/sql dist/sql',
});
