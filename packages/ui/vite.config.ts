import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Shared by Storybook and Vitest. The `@tandem/source` condition lets workspace packages
 * (such as `@tandem/schemas`) resolve to their TypeScript sources, so no build is needed first.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['@tandem/source', ...defaultClientConditions] },
});
