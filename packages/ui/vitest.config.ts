import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium; the test run never downloads a browser of its own. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags Chromium needs on these machines: running as root requires `--no-sandbox`, and the
 * network is closed, so every background connection Chromium would try is switched off.
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default', 'json'],
      outputFile: { json: 'test-report.json' },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              }),
              instances: [{ browser: 'chromium' }],
              // A desktop viewport: boards and dialogs are laid out as people use them.
              viewport: { width: 1280, height: 800 },
            },
          },
        },
      ],
    },
  }),
);
