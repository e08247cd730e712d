import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const THEMES = ['light', 'dark'] as const;

/**
 * Checks a screen as a person meets it: no axe violations in the light and the dark theme
 * (contrast differs), and screenshots of both themes at desktop and phone sizes, saved to
 * e2e/screenshots/ for review. The theme follows the system preference, as it does for a
 * user who never picked one.
 *
 * @param page - showing the screen to check
 * @param name - file-name stem, e.g. `sign-in`
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.screenshot({
        path: `${SCREENSHOTS}${name}-${theme}-${viewport.name}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      ),
      `axe violations on ${name} (${theme})`,
    ).toEqual([]);
  }
  if (original) await page.setViewportSize(original);
  await page.emulateMedia({ colorScheme: null });
}
