import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'react-query/index': 'src/react-query/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Shared runtime libraries stay dependencies: a bundled copy of zod, supabase-js or
  // react-query would not interoperate with the consumer's own instance. The supabase-js parts
  // stay imports too, so the consumer's bundler splits the lazily imported ones into chunks.
  external: ['zod', '@tandem/schemas', /^@supabase\//, '@tanstack/react-query', 'tus-js-client'],
});
