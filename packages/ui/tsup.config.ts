import { defineConfig } from 'tsup';

/** One entry per component family; each becomes a subpath export (`@tandem/ui/actions`). */
export default defineConfig({
  entry: ['src/*/index.ts'],
  format: ['esm'],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
