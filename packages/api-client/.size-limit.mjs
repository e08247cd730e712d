// What the client costs an app that imports part of it, gzip, as an app's bundler would keep
// it (size-limit bundles each import with tree-shaking). `pnpm test` fails past a limit.

import { readdirSync } from 'node:fs';

/**
 * The name of the chunk tsup made of a module the client imports with `import()`
 * (`dist/workspaces-<hash>.js` for `src/workspaces/index.ts`, an index module's chunk being named
 * after its folder): a consumer's bundler names its own chunk after it.
 */
function chunkOf(module) {
  const file = readdirSync(new URL('./dist/', import.meta.url)).find((name) =>
    new RegExp(`^${module}-[A-Z0-9]+\\.js$`).test(name),
  );
  if (!file) throw new Error(`No chunk of ${module} in dist/: run \`pnpm build\` first`);
  return file.slice(0, -'.js'.length);
}

/** Shared by every check: React and TanStack Query are the app's own, not the client's. */
const asAnApp = { gzip: true, ignore: ['react', 'react-dom', '@tanstack/react-query'] };

export default [
  {
    name: 'isTandemError alone',
    path: 'dist/index.js',
    import: '{ isTandemError }',
    limit: '2 kB',
    ...asAnApp,
  },
  {
    name: 'tandemKeys alone',
    path: 'dist/react-query/index.js',
    import: '{ tandemKeys }',
    limit: '1 kB',
    ...asAnApp,
  },
  // Creating the client loads nothing but its front: the namespaces, each call waiting for its
  // part of the client's code, imported with `import()` on first use. With `entry`, size-limit
  // counts the named chunks and the chunks they import statically: here what a page loads
  // before its first call, 5.07 kB with this round's namespaces (saved views, transfer) and
  // calls (bulk edits, my tasks, passkeys) deferred in it; 4.4 kB before them (32.8 kB while
  // the front shared a chunk with Zod); 5.15 kB with `preload`. 5.24 kB with the trust round's
  // error codes (too-large, quota-exceeded, import busy: +0.17 kB in the catalogue every check
  // below carries) and the cancel-import call. 4.75 kB once each namespace's calls were made
  // from their names on first use, by one generic deferral, instead of a table of every call.
  {
    name: 'the client before its first call',
    path: 'size/sign-in-and-list.js',
    entry: 'sign-in-and-list',
    limit: '5.3 kB',
    ...asAnApp,
  },
  // All an app downloads to sign in and list workspaces: the front, the client's core and the
  // `workspaces` namespace, with the chunks they import. The core is auth-js (~22 kB), PostgREST
  // and @supabase/ssr's cookie helpers (~7 kB), the session glue and the `auth` namespace
  // (~6 kB); Zod Mini and the schemas add ~12 kB (Zod's parsers are one module, so its chunk
  // holds those of every schema the client uses), the error mapping and the workspaces code
  // ~3 kB. Every other namespace, auth's occasional calls, realtime (+ phoenix), storage
  // (+ iceberg), functions and the TUS client are imported with `import()` by the calls that
  // need them, in chunks these calls never fetch. 56 kB, from 81.8 kB on full Zod with every
  // namespace in one chunk. The aim of 45 kB is not met: auth-js, PostgREST and Zod alone
  // weigh ~41 kB. 57.25 kB with the board import's and saved views' schemas and error codes,
  // which share the schemas' chunk. 57.5 kB with the assurance level in the core (a signed-in
  // page's guard asks for it, and waited for the occasional calls' chunk). 57.93 kB with the
  // trust round's error codes and their mapping. 57.36 kB without the table of every call.
  {
    name: 'a client that signs in and lists workspaces',
    path: 'size/sign-in-and-list.js',
    entry: ['sign-in-and-list', chunkOf('client-core'), chunkOf('workspaces')],
    limit: '58.1 kB',
    ...asAnApp,
    ignore: [
      ...asAnApp.ignore,
      '@supabase/realtime-js',
      '@supabase/storage-js',
      '@supabase/functions-js',
      'tus-js-client',
    ],
  },
  // Every chunk: the above and each part loaded on first use (136.4 kB with `preload` and the
  // board's first page asked for apart from its count). 136.2 kB with the transfer
  // namespace (papaparse ~7 kB, the Trello and CSV readers), saved views, bulk edits, my tasks
  // and passkeys (121.75 kB before them), with the checklists, labels and workflow states
  // namespaces (117.1 kB before those; 120.7 kB on full Zod without them, in fewer chunks:
  // each chunk is compressed on its own, so many small ones cost a little more). 137.3 kB with
  // the trust round: the live binding's checks of a change's event, schema and topic, the CSV
  // export's formula neutralising and the error codes. 137.75 kB with search by word prefix and
  // #number and labels sorted whatever their case. 138.11 kB with the Trash's list and lookup
  // (137.89 kB before them). +0.26 kB for an import's people matched to members by name or
  // username and a CSV board's column order (the members' list, which the preview now shares
  // with `members`, is a chunk of its own). Both together, measured in one tree: 138.59 kB.
  // 138.18 kB without the table of every call (each namespace's calls made from their names).
  {
    name: 'the whole client, every part loaded',
    path: 'dist/index.js',
    import: '{ createTandemClient }',
    limit: '138.6 kB',
    ...asAnApp,
  },
  {
    name: 'the client with its TanStack Query bindings, every part loaded',
    path: ['dist/index.js', 'dist/react-query/index.js'],
    import: {
      'dist/index.js': '{ createTandemClient }',
      'dist/react-query/index.js': '{ tandemQueries, tandemMutations, bindBoardToCache }',
    },
    // 142.3 kB with the transfer, saved views, bulk edit, my tasks and passkey calls (127.5 kB
    // before them), with the checklists, labels and workflow states namespaces and the states'
    // live cache (122.7 kB before those, 124.7 kB on full Zod without them). 142.5 kB with
    // `preload`, the assurance level in the core and a board's first page asked for apart from
    // its count. 144.0 kB with the catch-up at a board's join finding the tasks deleted or moved
    // away meanwhile, in a chunk of its own fetched at the join (out of a board's first load).
    // 144.2 kB with a board's tasks shared by id through a move. 145.1 kB with the trust round's
    // binding checks, formula neutralising and error codes. 145.59 kB with search by word
    // prefix and #number and labels sorted whatever their case. 145.79 kB with the Trash's list,
    // lookup and their queries (145.49 kB before them). +0.28 kB for an import's people
    // matched by name or username and a CSV board's column order; both together 146.29 kB.
    // 145.91 kB without the table of every call (each namespace's calls made from their names).
    limit: '146.3 kB',
    ...asAnApp,
  },
];
