#!/usr/bin/env node
// Screenshots of stories from the static Storybook, for review and for the README.
// Usage: node scripts/screenshots.mjs [storyId …] (default: the board, light and dark).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';
import { serveStatic } from './static-server.mjs';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(packageDir, 'storybook-static');
const outDir = join(packageDir, 'docs');
const stories = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (stories.length === 0) stories.push('board-board--default', 'board-board--dark-theme');

if (!existsSync(join(staticDir, 'iframe.html')) || process.argv.includes('--build')) {
  execFileSync('pnpm', ['run', 'build-storybook'], { cwd: packageDir, stdio: 'inherit' });
}
mkdirSync(outDir, { recursive: true });

const server = await serveStatic(staticDir);
const browser = await launchChromium();
try {
  const page = await browser.context.newPage();
  for (const story of stories) {
    await page.goto(`${server.url}/iframe.html?id=${story}&viewMode=story`);
    await page.locator('#storybook-root > *').first().waitFor();
    // Let entry animations and the play function finish.
    await page.waitForTimeout(800);
    const file = join(outDir, `${story.replace('--', '-')}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  }
} finally {
  await browser.close();
  await server.close();
}
