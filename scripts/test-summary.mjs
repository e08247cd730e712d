#!/usr/bin/env node
// Sums the JSON reports every package's test runner writes (`test-report.json`, Vitest's or
// Playwright's JSON reporter format) into one plain line, so an empty or partial run is
// visible in CI.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Every workspace package, as pnpm itself resolves pnpm-workspace.yaml.
const packages = JSON.parse(
  execFileSync('pnpm', ['ls', '--recursive', '--depth', '-1', '--json'], { encoding: 'utf8' }),
);
// A package with two runners names the second one's report `unit-test-report.json`.
const reports = packages
  .flatMap((pkg) => [join(pkg.path, 'test-report.json'), join(pkg.path, 'unit-test-report.json')])
  .filter((file) => existsSync(file));

let passed = 0;
let failed = 0;
let flaky = 0;
for (const file of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright's JSON reporter (apps/web's end-to-end tests): `expected` passed, `flaky`
    // passed on a retry, `unexpected` failed; a run that broke before any test has `errors`.
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    flaky += report.stats.flaky ?? 0;
    failed +=
      report.stats.unexpected + (report.stats.unexpected === 0 && report.errors?.length ? 1 : 0);
    continue;
  }
  const failedTests = report.numFailedTests ?? 0;
  passed += report.numPassedTests ?? 0;
  // A suite that fails to load has no failed tests of its own: count it once.
  failed += failedTests > 0 ? failedTests : (report.numFailedTestSuites ?? 0);
}
console.log(
  `tests: ${passed} passed${flaky ? ` (${flaky} only on a retry)` : ''}, ${failed} failed`,
);
process.exit(reports.length === 0 || passed === 0 || failed > 0 ? 1 : 0);
