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
  // supabase-js (auth, realtime, storage, functions, PostgREST) and @supabase/ssr are most of
  // it: supabase-js's client builds every part up front.
  {
    name: 'the client',
    path: 'dist/index.js',
    import: '{ createTandemClient }',
    limit: '122 kB',
    ...asAnApp,
  },
  {
    name: 'the client with its TanStack Query bindings',
    path: ['dist/index.js', 'dist/react-query/index.js'],
    import: {
      'dist/index.js': '{ createTandemClient }',
      'dist/react-query/index.js': '{ tandemQueries, tandemMutations, bindBoardToCache }',
    },
    // 124.2 kB before the notifications and watchers namespaces and their query options (+1 kB).
    limit: '126 kB',
    ...asAnApp,
  },
];
