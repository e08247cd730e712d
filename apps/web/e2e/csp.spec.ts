import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CspViolation, expect, test } from './support/csp';
import { EXPECTED_VIOLATION_PARAMETER, readCspReports } from './support/csp-reports';
import { BACKEND_URL } from './support/urls';

/** The build the run serves (`E2E_OUT_DIR` moves it, as in playwright.config.ts). */
const BUILD_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';

/** A URL of the app whose violations are expected, marked with a fresh id to find them by. */
function probeUrl(path: string): { url: string; id: string } {
  const id = randomUUID();
  return { url: `${path}?${EXPECTED_VIOLATION_PARAMETER}=${id}`, id };
}

/** The policy a header line of Netlify's `_headers` sends on every path. */
function netlifyPolicy(): string {
  const headers = readFileSync(join(BUILD_DIR, '_headers'), 'utf8');
  const line = headers
    .split('\n')
    .find((text) => text.trim().startsWith('Content-Security-Policy:'));
  return line?.trim().slice('Content-Security-Policy:'.length).trim() ?? '';
}

/** The policy `vercel.json` sends on every path. */
function vercelPolicy(): string {
  const config = JSON.parse(readFileSync(join(BUILD_DIR, 'vercel.json'), 'utf8')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const everyPath = config.headers.find((rule) => rule.source === '/(.*)');
  return everyPath?.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
}

/**
 * The directives a page's violations broke, once each: the header's policy and the meta tag's
 * both apply, so each break is an event of each.
 */
function brokenDirectives(violations: CspViolation[]): string[] {
  return [...new Set(violations.map((violation) => violation.effectiveDirective))].sort();
}

/** A policy without its `frame-ancestors` directive, which a meta tag cannot carry. */
function withoutFrameAncestors(policy: string): string {
  return policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors '))
    .join('; ');
}

test('the page, the preview server and the host files carry one strict policy', async ({
  page,
  request,
}) => {
  await page.goto('/sign-in');
  const meta = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(meta).toContain("script-src 'self';");
  expect(meta).not.toContain('unsafe-eval');
  expect(meta).toContain(`connect-src 'self' ${BACKEND_URL} ${BACKEND_URL.replace('http', 'ws')};`);
  expect(meta).toContain(`img-src 'self' data: blob: ${BACKEND_URL}/storage/v1/;`);
  expect(meta).toContain("object-src 'none'; base-uri 'self'");
  expect(meta).toContain("require-trusted-types-for 'script'; trusted-types default");

  const response = await request.get('/sign-in');
  const header = response.headers()['content-security-policy'] ?? '';
  expect(header).toContain("frame-ancestors 'none'");
  expect(header).toBe(`${netlifyPolicy()}; report-uri /__csp-report`);
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['permissions-policy']).toContain('camera=(), ');
  expect(response.headers()['strict-transport-security']).toContain('max-age=');
  const callback = await request.get('/auth/callback?code=x');
  expect(callback.headers()['referrer-policy']).toBe('no-referrer');

  expect(vercelPolicy()).toBe(netlifyPolicy());
  expect(withoutFrameAncestors(netlifyPolicy())).toBe(meta);
});

test('the built files are kept a year by the browser, the page is asked for on every visit', async ({
  request,
}) => {
  const page = await request.get('/sign-in');
  expect(page.headers()['cache-control'] ?? '').not.toContain('max-age');
  const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script ?? '');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const netlify = readFileSync(join(BUILD_DIR, '_headers'), 'utf8');
  expect(netlify).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  const vercel = JSON.parse(readFileSync(join(BUILD_DIR, 'vercel.json'), 'utf8')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  expect(vercel.headers.find((rule) => rule.source === '/assets/(.*)')?.headers).toEqual([
    { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
  ]);
});

test('an inline script and an inline handler in the page are blocked and reported', async ({
  page,
  cspViolations,
}) => {
  const { url, id } = probeUrl('/sign-in');
  // As if the HTML itself carried an injection: the served page with a script and a handler.
  await page.route(`**${url}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      '<script>window.injected = "script"</script><img src="/favicon.svg" alt="" onload="window.injected = \'handler\'"></body>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
  await expect
    .poll(() => brokenDirectives(cspViolations))
    .toEqual(['script-src-attr', 'script-src-elem']);
  // The preview server received the reports too, which is what fails a run of any spec.
  await expect
    .poll(
      () =>
        readCspReports()
          .filter((report) => report['document-uri'].includes(id))
          .map((report) => report['effective-directive'])
          .sort(),
      { timeout: 5_000 },
    )
    .toEqual(['script-src-attr', 'script-src-elem']);
});

test('markup written into the page by script is refused by Trusted Types, text is not', async ({
  page,
  cspViolations,
}) => {
  const { url } = probeUrl('/sign-in');
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const outcome = await page.evaluate(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.injected = 1">');
      return 'written';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(outcome).toBe('TypeError');
  // Markup without `<` is text only: the app's default policy lets libraries write it.
  const text = await page.evaluate(() => {
    const element = document.createElement('i');
    element.innerHTML = '&amp;';
    return element.textContent;
  });
  expect(text).toBe('&');
  await expect.poll(() => brokenDirectives(cspViolations)).toEqual(['require-trusted-types-for']);
});
