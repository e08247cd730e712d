/// <reference lib="dom" />
/**
 * Browser check (run with `pnpm --filter @tandem/local-backend check:browser`): starts
 * `tandem-backend start`, serves a tiny page using @supabase/ssr's createBrowserClient, and
 * drives Chromium through sign-up → inbox page → link → callback with `?code=` → session in
 * cookies that survives a reload. Needs Chromium (default /usr/bin/chromium, or $CHROMIUM_PATH).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { spawnCli } from '../cli-process.js';
import { fixture } from '../helpers.js';

const bundle = await build({
  entryPoints: [fileURLToPath(new URL('./app.ts', import.meta.url))],
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: 'chrome120',
});
const appJs = bundle.outputFiles[0]?.text ?? '';

const cli = await spawnCli([
  'start',
  '--memory',
  '--json',
  '--port',
  '0',
  '--project',
  fixture('auth-confirm'),
]);
const page = (
  body: string,
) => `<!doctype html><html><head><meta charset="utf-8"><title>Tandem check</title>
<script>window.BACKEND = ${JSON.stringify({ url: cli.ready.url, anonKey: cli.ready.anonKey })};</script>
</head><body>${body}<p id="status"></p><script src="/app.js"></script></body></html>`;
const site = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0];
  if (path === '/app.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(appJs);
  } else if (path === '/callback') {
    response.writeHead(200, { 'content-type': 'text/html' }).end(page('<h1>Callback</h1>'));
  } else {
    response.writeHead(200, { 'content-type': 'text/html' }).end(
      page(`<form id="signup"><input name="email" type="email"><input name="password" type="password">
<button type="submit">Sign up</button></form>`),
    );
  }
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  const tab = context.pages()[0] ?? (await context.newPage());
  const email = `browser-${Date.now()}@example.com`;
  await tab.goto(siteUrl);
  await tab.fill('input[name=email]', email);
  await tab.fill('input[name=password]', 'correct-horse');
  await tab.click('button[type=submit]');
  await tab.waitForFunction(
    () => document.getElementById('status')?.textContent === 'Check your inbox',
  );
  console.log('signed up in the browser');

  const codes: string[] = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/callback' && url.searchParams.get('code')) {
      codes.push(url.searchParams.get('code') as string);
    }
  });
  await tab.goto(`${cli.ready.url}/__inbox/?to=${encodeURIComponent(email)}`);
  await tab.click('ul.links a');
  await tab.waitForURL(`${siteUrl}/callback**`);
  await tab.waitForFunction(() =>
    document.getElementById('status')?.textContent?.startsWith('Signed in as'),
  );
  assert.equal(await tab.textContent('#status'), `Signed in as ${email}`);
  assert.equal(codes.length, 1);
  assert.match(codes[0] as string, /^[0-9a-f-]{36}$/);
  console.log(`inbox link → 303 → ${siteUrl}/callback?code=${codes[0]} → session`);

  const cookies = await context.cookies(siteUrl);
  assert.ok(cookies.some((cookie) => cookie.name.startsWith('sb-127-auth-token')));
  await tab.reload();
  await tab.waitForFunction(() =>
    document.getElementById('status')?.textContent?.startsWith('Signed in as'),
  );
  console.log('session survives a reload in cookies');
  console.log('browser check passed');
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  site.close();
  cli.child.kill('SIGTERM');
  await cli.exited;
}
