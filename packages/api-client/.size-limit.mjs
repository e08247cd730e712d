// What the client costs an app that imports part of it, gzip, as an app's bundler would keep
// it (size-limit bundles each import with tree-shaking). `pnpm test` fails past a limit.

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
  // Creating the client loads nothing but its front: the namespaces, each call waiting for the
  // client's code, which is imported with `import()` on the first call. With `entry`,
  // size-limit counts the entry's chunk and the chunks it imports statically: what a page
  // loads before its first call. (tsup shares one chunk between that front and the code, so
  // from dist/ it carries Zod along; an app bundling the sources, as apps/web does, gets ~3 kB.)
  {
    name: 'the client before its first call',
    path: 'size/sign-in-and-list.js',
    entry: 'sign-in-and-list',
    limit: '33 kB',
    ...asAnApp,
  },
  // All an app downloads to sign in and list workspaces: auth-js (~22 kB), Zod and the schemas
  // the calls validate with (~28 kB), PostgREST and @supabase/ssr's cookie helpers (~7 kB) and
  // the client's own code (~22 kB). Realtime (+ phoenix), storage (+ iceberg), functions and
  // the TUS client are imported with `import()` by the calls that need them, so a bundler puts
  // each in a chunk these calls never fetch: they are left out here (without `entry`,
  // size-limit counts every chunk). The aim of 45 kB is not met while Zod and auth-js alone
  // weigh 50 kB. 81.8 kB with the notifications and watchers namespaces in the client's code,
  // 82.53 kB with the workflow states namespace.
  {
    name: 'a client that signs in and lists workspaces',
    path: 'size/sign-in-and-list.js',
    limit: '83 kB',
    ...asAnApp,
    ignore: [
      ...asAnApp.ignore,
      '@supabase/realtime-js',
      '@supabase/storage-js',
      '@supabase/functions-js',
      'tus-js-client',
    ],
  },
  // Every chunk: the above and each part loaded on first use (121.45 kB with the workflow
  // states namespace).
  {
    name: 'the whole client, every part loaded',
    path: 'dist/index.js',
    import: '{ createTandemClient }',
    limit: '122 kB',
    ...asAnApp,
  },
  {
    name: 'the client with its TanStack Query bindings, every part loaded',
    path: ['dist/index.js', 'dist/react-query/index.js'],
    import: {
      'dist/index.js': '{ createTandemClient }',
      'dist/react-query/index.js': '{ tandemQueries, tandemMutations, bindBoardToCache }',
    },
    // No larger than before the client was made from parts (124.1 kB, limit 125 kB) but for
    // the workflow states namespace (125.41 kB).
    limit: '126 kB',
    ...asAnApp,
  },
];
