/**
 * The kit's entry points, in the order Storybook lists them: each sidebar group is one entry
 * point, so a story's title says where its component is imported from.
 */
export const ENTRY_POINTS = [
  'foundations',
  'actions',
  'forms',
  'overlays',
  'navigation',
  'feedback',
  'display',
  'board',
  'calendar',
  'task',
  'workspace',
  'notifications',
] as const;

/** One of the kit's entry points (`@tandem/ui/<entry>`). */
export type EntryPoint = (typeof ENTRY_POINTS)[number];

/** The entry point a story title's first segment names, if it names one. */
export function entryPointOf(title: string): EntryPoint | undefined {
  const group = title.split('/')[0]?.toLowerCase();
  return ENTRY_POINTS.find((entry) => entry === group);
}

/**
 * The line a component author writes to use the component a docs page shows: the title's last
 * segment is the export, its first segment the entry point (`Board/TaskCard` →
 * `import { TaskCard } from '@tandem/ui/board';`).
 */
export function importLineFor(title: string): string | undefined {
  const entry = entryPointOf(title);
  const name = title.split('/').at(-1);
  if (!entry || !name) return undefined;
  return `import { ${name} } from '@tandem/ui/${entry}';`;
}
