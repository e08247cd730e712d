import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { analyzer } from 'vite-bundle-analyzer';
import { securityHeadersPlugin } from './deploy/security-headers-plugin.ts';
import { chunkMapPlugin } from './scripts/chunk-map-plugin.ts';
import { databaseSchemaHashPlugin } from './scripts/database-schema-hash-plugin.ts';

/** The e2e suite's build reads `.env.e2e` and lives apart from the production `dist/`. */
const E2E_MODE = 'e2e';

/**
 * Shared chunks below this size (their modules' source, before minifying) are inlined into each
 * chunk that imports them. Measured on the board: 30 kB gave the fewest files for the least
 * gzip (20 files and 324 kB, against 96 files and 318 kB without inlining).
 */
const INLINED_CHUNK_BYTES = 30_000;

/** `pnpm analyze`: the production build plus a treemap of every chunk (dist/bundle-report.html). */
const ANALYZE_MODE = 'analyze';

/** The types generated from the migrations: the shape of every row the app keeps between visits. */
const DATABASE_TYPES = fileURLToPath(new URL('../../supabase/types/database.ts', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [
    // Before react(): it turns src/routes/** into routeTree.gen.ts and splits each route's
    // component into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // `@tandem/ui/styles.css` resolves to the kit's Tailwind source inside the repository
    // (the `@tandem/source` condition), so it is compiled here as Storybook compiles it.
    tailwindcss(),
    // The Content-Security-Policy (meta tag, host files, preview headers) from VITE_SUPABASE_URL.
    securityHeadersPlugin(),
    // .vite/chunk-map.json: the modules in each file, for the size budget (scripts/route-chunks.mjs).
    chunkMapPlugin(),
    // The persisted query cache's key names the database schema (src/lib/cache-version.ts).
    databaseSchemaHashPlugin(DATABASE_TYPES),
    mode === ANALYZE_MODE &&
      analyzer({
        analyzerMode: 'static',
        fileName: 'bundle-report',
        openAnalyzer: false,
        defaultSizes: 'gzip',
      }),
  ],
  // Workspace packages are read from their TypeScript sources: no build of them is needed.
  resolve: { conditions: ['@tandem/source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: mode === E2E_MODE ? 'dist-e2e' : 'dist',
    sourcemap: true,
    // .vite/manifest.json maps each route's source to its chunks and their static imports:
    // scripts/initial-js.mjs reads it to find what a route loads before it paints.
    manifest: true,
    rolldownOptions: {
      // Small shared chunks are copied into the chunks that use them: a signed-in board then
      // loads about 20 files instead of about 100, which a browser fetches over HTTP/1.1 six at
      // a time, and on a slow network each costs a round trip. Rolldown needs the entry's
      // exports free to change for it (an app's entry exports nothing anyone imports) and runs
      // modules in their source order across the chunks.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: INLINED_CHUNK_BYTES } },
      },
    },
  },
}));
