import { defineConfig } from 'vitest/config';

/**
 * The app's unit tests (its structure, pure modules). Their report has its own name: the
 * end-to-end suite writes `test-report.json` in this folder.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', 'json'],
    outputFile: { json: 'unit-test-report.json' },
  },
});
