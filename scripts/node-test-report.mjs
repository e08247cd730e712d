// A reporter for `node --test` (the root scripts' tests) that writes the counts
// scripts/test-summary.mjs reads from every runner's `test-report.json`, in the fields of
// Vitest's JSON report, so these tests count in CI's one summary line.
//
// Usage: node --test --test-reporter=spec --test-reporter-destination=stdout
//   --test-reporter=./scripts/node-test-report.mjs --test-reporter-destination=test-report.json

/** @param {AsyncIterable<{ type: string, data: any }>} events */
export default async function* nodeTestReport(events) {
  let passed = 0;
  let failed = 0;
  for await (const { type, data } of events) {
    // Suites report as tests too; only the tests inside them count.
    if (data?.details?.type === 'suite') continue;
    if (type === 'test:pass' && !data.skip && !data.todo) passed += 1;
    if (type === 'test:fail') failed += 1;
  }
  yield `${JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numFailedTestSuites: 0 })}\n`;
}
