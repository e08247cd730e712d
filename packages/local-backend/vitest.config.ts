import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@tandem/source'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-report.json' },
    // Two cores are shared: two workers keep PGlite start-ups from starving each other.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
