import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/test-*.ts'],
  bundle: false,
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // zod stays a dependency: bundling it would give consumers a second copy whose schemas
  // do not interoperate with their own.
  external: ['zod'],
});
