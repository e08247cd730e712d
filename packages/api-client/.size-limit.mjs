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
  // All an app downloads to sign in and list workspaces: auth-js (~22 kB), Zod and the schemas
  // the calls validate with (~28 kB), PostgREST and @supabase/ssr's cookie helpers (~7 kB) and
  // the client's own code (~19 kB). Realtime (+ phoenix), storage (+ iceberg), functions and
  // resumable uploads are imported with `import()` on first use, so a bundler puts each in a
  // chunk of its own that these calls never fetch. Without `entry` size-limit counts every
  // chunk of the bundle, those included; with it, the entry's chunk and the chunks it imports
  // statically: what the page loads. The aim of 45 kB is not met while Zod and auth-js alone
  // weigh 50 kB.
  {
    name: 'a client that signs in and lists workspaces',
    path: 'size/sign-in-and-list.js',
    entry: 'sign-in-and-list',
    limit: '78 kB',
    ...asAnApp,
  },
  // Every chunk: the above and each part loaded on first use.
  {
    name: 'the whole client, every part loaded',
    path: 'dist/index.js',
    import: '{ createTandemClient }',
    limit: '118 kB',
    ...asAnApp,
  },
  {
    name: 'the client with its TanStack Query bindings, every part loaded',
    path: ['dist/index.js', 'dist/react-query/index.js'],
    import: {
      'dist/index.js': '{ createTandemClient }',
      'dist/react-query/index.js': '{ tandemQueries, tandemMutations, bindBoardToCache }',
    },
    limit: '122 kB',
    ...asAnApp,
  },
];
