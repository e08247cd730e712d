import { relative } from 'node:path';
import type { FileOutput } from './run-files.js';
import { readTap } from './tap-results.js';

/** One file's verdict. */
export interface FileVerdict {
  /** The file, relative to the project. */
  name: string;
  ok: boolean;
  tests: number;
  failed: number[];
  /** Why it failed besides failed checks: an error, a broken plan, no tests at all. */
  problem?: string;
  /** The `#` diagnostics pgTAP printed for its failures. */
  diagnostics: string[];
}

/** Judges one file's output as pg_prove does: every check passed and the plan was kept. */
export function judgeFile(output: FileOutput, projectDir: string): FileVerdict {
  const name = relative(projectDir, output.file);
  const results = readTap(output.tap);
  const failed = results.failures.flatMap((failure) =>
    'id' in failure && typeof failure.id === 'number' && failure.ok === false ? [failure.id] : [],
  );
  const diagnostics = output.tap.split('\n').filter((line) => line.startsWith('#'));
  let problem: string | undefined;
  if (output.error) problem = `error: ${output.error}`;
  else if (results.count === 0) problem = 'no tests run (does the file call plan() and finish()?)';
  else if (!results.plan.end) problem = 'no plan found in TAP output';
  else if (results.plan.end !== results.count) {
    problem = `planned ${results.plan.end} tests but ran ${results.count}`;
  }
  return {
    name,
    ok: !problem && failed.length === 0 && results.ok,
    tests: results.count,
    failed,
    problem,
    diagnostics,
  };
}

/**
 * The report `pg_prove` prints (as `supabase test db` shows it): a line per file, the
 * failures' diagnostics, a summary of the failed files, then `Result: PASS` or `FAIL`.
 */
export function formatReport(verdicts: readonly FileVerdict[], seconds: number): string {
  const lines: string[] = [];
  const width = Math.max(...verdicts.map((verdict) => verdict.name.length));
  for (const verdict of verdicts) {
    const dots = `${verdict.name} ${'.'.repeat(Math.max(2, width - verdict.name.length + 2))}`;
    if (verdict.ok) {
      lines.push(`${dots} ok`);
      continue;
    }
    lines.push(dots, ...verdict.diagnostics);
    if (verdict.failed.length)
      lines.push(`Failed ${verdict.failed.length}/${verdict.tests} subtests`);
    if (verdict.problem) lines.push(`# ${verdict.problem}`);
  }
  const failing = verdicts.filter((verdict) => !verdict.ok);
  const tests = verdicts.reduce((sum, verdict) => sum + verdict.tests, 0);
  if (failing.length) {
    lines.push('', 'Test Summary Report', '-------------------');
    for (const verdict of failing) {
      lines.push(`${verdict.name} (Tests: ${verdict.tests} Failed: ${verdict.failed.length})`);
      if (verdict.failed.length) lines.push(`  Failed tests:  ${verdict.failed.join(', ')}`);
      if (verdict.problem) lines.push(`  ${verdict.problem}`);
    }
  } else {
    lines.push('All tests successful.');
  }
  lines.push(`Files=${verdicts.length}, Tests=${tests}, ${seconds.toFixed(2)} wallclock secs`);
  lines.push(`Result: ${failing.length ? 'FAIL' : 'PASS'}`);
  return `${lines.join('\n')}\n`;
}
