// Launches Debian's Chromium through playwright-core: nothing is downloaded, and the flags
// keep it from reaching for a network these machines do not have.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** Flags Chromium needs here: root requires no sandbox, and background networking is off. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * A headless Chromium with a fresh profile, removed again on close.
 * @returns {Promise<{ context: import('playwright-core').BrowserContext, close: () => Promise<void> }>}
 */
export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'tandem-ui-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
