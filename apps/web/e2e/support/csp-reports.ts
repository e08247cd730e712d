import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_PORT } from './urls';

/**
 * A page whose URL carries this query parameter is expected to break the policy (the test that
 * proves violations are caught): its reports do not fail the run.
 */
export const EXPECTED_VIOLATION_PARAMETER = 'expected-csp-violation';

/**
 * Where `vite preview` appends the browser's CSP violation reports during the run
 * (deploy/security-headers-plugin.ts), one per line; per app port, so parallel runs on one
 * machine keep apart.
 */
export const CSP_REPORT_FILE = join(tmpdir(), `tandem-e2e-csp-reports-${APP_PORT}.jsonl`);

/** One `report-uri` report, as the browser posts it. */
export interface CspReport {
  'document-uri': string;
  'violated-directive'?: string;
  'effective-directive'?: string;
  'blocked-uri'?: string;
  'source-file'?: string;
  'line-number'?: number;
  'script-sample'?: string;
}

/** Every report `vite preview` received so far this run. */
export function readCspReports(): CspReport[] {
  if (!existsSync(CSP_REPORT_FILE)) return [];
  return readFileSync(CSP_REPORT_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { 'csp-report': CspReport })['csp-report']);
}

/** Starts the run with no reports from an earlier one. */
export function clearCspReports(): void {
  rmSync(CSP_REPORT_FILE, { force: true });
}

/**
 * Fails the run when any page broke the policy. Every spec runs under it, also those that do
 * not use the per-test check of `./csp.ts` (and pages of contexts a test opens itself).
 */
export function assertNoCspReports(): void {
  const unexpected = readCspReports().filter(
    (report) => !report['document-uri'].includes(EXPECTED_VIOLATION_PARAMETER),
  );
  if (unexpected.length === 0) return;
  const lines = unexpected.map(
    (report) =>
      `- ${report['document-uri']}: ${report['effective-directive'] ?? report['violated-directive']} blocked ${report['blocked-uri']} (${report['source-file'] ?? '?'}:${report['line-number'] ?? '?'}) ${report['script-sample'] ?? ''}`,
  );
  throw new Error(`The Content-Security-Policy was violated during the run:\n${lines.join('\n')}`);
}
