import { test as base, expect } from '@playwright/test';
import { EXPECTED_VIOLATION_PARAMETER } from './csp-reports';

/** A `securitypolicyviolation` event seen in a page. */
export interface CspViolation {
  documentURI: string;
  effectiveDirective: string;
  blockedURI: string;
  sample: string;
}

declare global {
  interface Window {
    reportCspViolationToTest?: (violation: CspViolation) => void;
  }
}

/**
 * Playwright's `test` whose every test fails when a page of its context breaks the
 * Content-Security-Policy (caught in the page, as the `securitypolicyviolation` event), unless
 * the page's URL carries {@link EXPECTED_VIOLATION_PARAMETER}. `cspViolations` lists them all.
 * Specs importing `@playwright/test` directly are still covered for the whole run by the
 * preview server's report endpoint (./csp-reports.ts).
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeFunction('reportCspViolationToTest', (violation: CspViolation) => {
        violations.push(violation);
      });
      // Added by the browser's debugging protocol, so the policy does not apply to it.
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            window.reportCspViolationToTest?.({
              documentURI: event.documentURI,
              effectiveDirective: event.effectiveDirective,
              blockedURI: event.blockedURI,
              sample: event.sample,
            });
          },
          true,
        );
      });
      await use(violations);
      const unexpected = violations.filter(
        (violation) => !violation.documentURI.includes(EXPECTED_VIOLATION_PARAMETER),
      );
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
