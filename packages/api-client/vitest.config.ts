import { defineConfig } from 'vitest/config';

// Workspace packages are read from their sources (the `@tandem/source` export condition), so
// no build is needed first; they are inlined so that Vite, not Node, resolves that condition.
const sourceCondition = '@tandem/source';

export default defineConfig({
  resolve: { conditions: [sourceCondition] },
  ssr: { resolve: { conditions: [sourceCondition], externalConditions: [sourceCondition] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    server: { deps: { inline: [/@tandem\//] } },
    reporters: ['default', 'json'],
    outputFile: { json: 'test-report.json' },
    // Two cores are shared: two workers keep backend start-ups from starving each other.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
