#!/usr/bin/env node
// Run after `storybook build`: the static Storybook must hold the pages component authors start
// from (the introduction, the contributing guide, the design tokens and an overview of every
// entry point) and a docs page for every component, so a broken MDX page fails the kit's tests.
import { readFileSync } from 'node:fs';
import { ENTRY_POINTS } from '../.storybook/docs/import-line.ts';

const index = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
);
const docs = new Set(
  Object.values(index.entries)
    .filter((entry) => entry.type === 'docs')
    .map((entry) => entry.id),
);
const entryPoints = ENTRY_POINTS.filter((entry) => entry !== 'foundations');
const expected = [
  'introduction--docs',
  'contributing--docs',
  'foundations-design-tokens--docs',
  'board-usage--docs',
  ...entryPoints.map((entry) => `${entry}-overview--docs`),
];
const missing = expected.filter((id) => !docs.has(id));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const undocumented = [...new Set(stories.map((story) => story.id.split('--')[0]))].filter(
  (component) => !docs.has(`${component}--docs`),
);
if (missing.length > 0 || undocumented.length > 0) {
  console.error(`Storybook is missing docs pages: ${[...missing, ...undocumented].join(', ')}`);
  process.exit(1);
}
console.log(`Storybook: ${docs.size} docs pages, ${stories.length} stories`);
