#!/usr/bin/env node
// Which built files a route needs before it can paint, read from the build's chunk map, so the
// bundle budget (.size-limit.mjs) follows the build whatever hashes its files get.
//
// "Initial JS" of a route: the entry chunk and everything it imports statically, plus the
// lazy chunks TanStack Router's autoCodeSplitting made of each route on the way to the page
// (`<route file>?tsr-split=component…`) and their static imports. The router fetches those
// before it renders the match; anything they import dynamically comes later and is not counted,
// unless a route's guard waits for it (the Tandem client's code on signed-in routes): such modules are
// listed with the route files and counted with their static imports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The build to read: `$BUNDLE_DIR` (relative to apps/web), else the production build's
 * `dist/`. The `test` script points it at the e2e build, the same production code with the
 * test backend's URL, so the budget costs no second build.
 */
export const DIST_DIR = fileURLToPath(
  new URL(`../${process.env.BUNDLE_DIR ?? 'dist'}/`, import.meta.url),
);

/**
 * The routes under budget: the route files from the root down to the page, in order, and the
 * lazily loaded modules their guards wait for before the page renders.
 */
export const BUDGETED_ROUTES = {
  'sign-in': ['src/routes/__root.tsx', 'src/routes/_guest.tsx', 'src/routes/_guest/sign-in.tsx'],
  board: [
    'src/routes/__root.tsx',
    // `_app`'s guard loads the client's core (its session check) before any signed-in page;
    // the loaders wait for the workspace and the board, and the board paints its tasks.
    '../../packages/api-client/src/client-core.ts',
    '../../packages/api-client/src/workspaces/index.ts',
    '../../packages/api-client/src/boards/index.ts',
    '../../packages/api-client/src/tasks/index.ts',
    '../../packages/api-client/src/states/index.ts',
    // The guard also opens the persisted query cache, whose code it waits for.
    'src/lib/query-persister.ts',
    'src/routes/_app.tsx',
    'src/routes/_app/w/$slug.tsx',
    'src/routes/_app/w/$slug/b/$boardId.tsx',
  ],
};

/**
 * Reads `.vite/chunk-map.json` of a build (scripts/chunk-map-plugin.ts): each JS file with the
 * modules it holds and the files it imports statically.
 * @param {string} distDir - the build's output folder; defaults to {@link DIST_DIR}
 * @returns {Record<string, { modules: string[], imports: string[], isEntry: boolean }>}
 */
export function readChunkMap(distDir = DIST_DIR) {
  const path = join(distDir, '.vite', 'chunk-map.json');
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`No chunk map at ${path}: run \`vite build\` first (${error.message})`);
  }
}

/**
 * Whether `module` is what `routeFile` brings before its page paints: the component TanStack
 * Router split out of a route file, or the whole of a module loaded on demand.
 */
function belongsTo(module, routeFile) {
  if (module === routeFile) return true;
  return module.startsWith(`${routeFile}?`) && /tsr-split=[^&]*component/.test(module);
}

/**
 * The JS files (relative to the build folder) a route loads before its first paint.
 * @param {ReturnType<typeof readChunkMap>} chunkMap
 * @param {string[]} routeFiles - the route files from the root to the page
 * @returns {string[]} sorted, each once
 */
export function initialFiles(chunkMap, routeFiles) {
  const chunks = Object.entries(chunkMap);
  const start = chunks.filter(([, chunk]) => chunk.isEntry).map(([file]) => file);
  if (start.length === 0) throw new Error('The chunk map names no entry chunk');
  for (const routeFile of routeFiles) {
    const holding = chunks
      .filter(([, chunk]) => chunk.modules.some((module) => belongsTo(module, routeFile)))
      .map(([file]) => file);
    if (holding.length === 0) throw new Error(`No chunk of the build holds ${routeFile}`);
    start.push(...holding);
  }
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    const chunk = chunkMap[file];
    if (!chunk) throw new Error(`The chunk map has no file ${file}`);
    seen.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const file of start) visit(file);
  return [...seen].sort();
}

/**
 * Initial JS of every budgeted route, as paths inside `distDir`.
 * @param {string} distDir - defaults to {@link DIST_DIR}
 * @returns {Record<keyof typeof BUDGETED_ROUTES, string[]>}
 */
export function budgetedRouteFiles(distDir = DIST_DIR) {
  const chunkMap = readChunkMap(distDir);
  return Object.fromEntries(
    Object.entries(BUDGETED_ROUTES).map(([name, routeFiles]) => [
      name,
      initialFiles(chunkMap, routeFiles).map((file) => join(distDir, file)),
    ]),
  );
}

// `node scripts/route-chunks.mjs`: list them, to see what a budget counts.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunkMap = readChunkMap();
  for (const [name, routeFiles] of Object.entries(BUDGETED_ROUTES)) {
    console.log(`${name}:`);
    for (const file of initialFiles(chunkMap, routeFiles)) console.log(`  ${file}`);
  }
}
