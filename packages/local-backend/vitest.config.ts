import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@tandem/source'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The CLI tests spawn dist/cli.js: built here only when missing or stale.
    globalSetup: ['test/build-if-stale.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-report.json' },
    // Two cores are shared: two workers keep PGlite start-ups from starving each other.
    maxWorkers: 2,
    // Limits against hangs, not speed checks: `pnpm test` runs two packages' suites at once on
    // two cores, where a thousand-request suite takes several times its quiet-machine time.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
