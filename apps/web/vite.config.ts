import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { analyzer } from 'vite-bundle-analyzer';
import { securityHeadersPlugin } from './deploy/security-headers-plugin.ts';

/** The e2e suite's build reads `.env.e2e` and lives apart from the production `dist/`. */
const E2E_MODE = 'e2e';

/** `pnpm analyze`: the production build plus a treemap of every chunk (dist/bundle-report.html). */
const ANALYZE_MODE = 'analyze';

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
  },
}));
