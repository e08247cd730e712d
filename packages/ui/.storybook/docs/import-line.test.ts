import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENTRY_POINTS, entryPointOf, importLineFor } from './import-line';

const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));

/** Every story file's default title, as Storybook shows it in the sidebar. */
function storyTitles(): { file: string; title: string }[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => {
      const title = /^ {2}title: '([^']+)',$/m.exec(readFileSync(srcDir + file, 'utf8'))?.[1];
      return { file, title: title ?? '' };
    });
}

describe('the import line on every docs page', () => {
  it('names the component and its entry point', () => {
    expect(importLineFor('Board/TaskCard')).toBe("import { TaskCard } from '@tandem/ui/board';");
    expect(importLineFor('Introduction')).toBeUndefined();
  });

  it('is true for every story file: its group is an entry point that exports the component', async () => {
    const stories = storyTitles();
    expect(stories.length).toBeGreaterThan(50);
    const exportsOf = Object.fromEntries(
      await Promise.all(
        ENTRY_POINTS.map(async (entry) => [entry, await import(`../../src/${entry}/index.ts`)]),
      ),
    );
    const wrong = stories.filter(({ title }) => {
      const entry = entryPointOf(title);
      const name = title.split('/').at(-1) ?? '';
      return !entry || !(name in exportsOf[entry]);
    });
    expect(wrong).toEqual([]);
    // Loading every entry point's source takes seconds on a busy machine.
  }, 60_000);
});
