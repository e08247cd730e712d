import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * Shared by Storybook and Vitest. The `@tandem/source` condition lets workspace packages
 * (such as `@tandem/schemas`) resolve to their TypeScript sources, so no build is needed first.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Pre-bundled up front: a dependency discovered halfway through a browser test run makes
  // Vite reload the page, which fails the stories running at that moment.
  optimizeDeps: {
    include: [
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      '@tanstack/react-virtual',
      'class-variance-authority',
      'clsx',
      'cmdk',
      'lucide-react',
      'radix-ui',
      'react-markdown',
      'sonner',
      'tailwind-merge',
    ],
  },
  resolve: { conditions: ['@tandem/source', ...defaultClientConditions] },
  // Node-side code (the unit tests) resolves through the SSR conditions.
  ssr: { resolve: { conditions: ['@tandem/source', ...defaultServerConditions] } },
});
