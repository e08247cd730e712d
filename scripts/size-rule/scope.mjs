// Which files the size rule reads: the source of the app, the client, the kit, the schemas
// and the local backend, without tests, stories, SQL or generated files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folders the rule covers, relative to the repository's root. */
export const FOLDERS = [
  'apps/web/src',
  'packages/api-client/src',
  'packages/ui/src',
  'packages/local-backend/src',
  'packages/schemas/src',
];

const SOURCE = /\.[cm]?[jt]sx?$/;
const TEST_OR_STORY = /\.(test|spec|stories)\.[cm]?[jt]sx?$/;
const TEST_FOLDERS = new Set(['test', 'tests', '__tests__', 'e2e', 'node_modules']);
const GENERATED_NAMES = [/\.gen\.[cm]?[jt]sx?$/, /(^|\/)supabase\/types\//, /(^|\/)database\.ts$/];
// A generator's header: "@generated", "automatically generated", "do not edit"…
const GENERATED_MARK = /@generated|\bauto(matically)?[- ]generated\b|\bdo not edit\b/i;

/**
 * Whether a path inside a covered folder is out of the rule's reach: a test, a story, a
 * declaration file, a generated file by name, or not TypeScript/JavaScript (SQL, CSS).
 *
 * @param {string} relativePath A path with `/` separators.
 */
export function isExcludedPath(relativePath) {
  if (!SOURCE.test(relativePath) || relativePath.endsWith('.d.ts')) return true;
  if (TEST_OR_STORY.test(relativePath)) return true;
  return GENERATED_NAMES.some((pattern) => pattern.test(relativePath));
}

/**
 * Whether a file says in its first lines that a tool wrote it.
 *
 * @param {string} text The file's contents.
 */
export function isMarkedGenerated(text) {
  return GENERATED_MARK.test(text.split('\n', 12).join('\n'));
}

/**
 * Every covered file under `root`, as `/`-separated paths relative to it, sorted.
 *
 * @param {string} root    The repository's root.
 * @param {string[]} [folders] The folders to walk, relative to `root`.
 * @returns {string[]}
 */
export function listCoveredFiles(root, folders = FOLDERS) {
  /** @type {string[]} */
  const files = [];
  const walk = (relative) => {
    let entries;
    try {
      entries = readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!TEST_FOLDERS.has(entry.name)) walk(child);
      } else if (!isExcludedPath(child)) {
        if (!isMarkedGenerated(readFileSync(path.join(root, child), 'utf8'))) files.push(child);
      }
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}
