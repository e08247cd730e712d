// The bundle budget (issue #15): the JS a route loads before its first paint, gzip, of the
// production build in dist/. Files come from the build's chunk map (scripts/route-chunks.mjs), so
// new hashes or a different split need no change here.
import { budgetedRouteFiles } from './scripts/route-chunks.mjs';

const files = budgetedRouteFiles();

/** Shared by every check: size only (the time plugin would run a browser, and vary). */
const sizeOnly = { gzip: true, running: false };

// Limits hold today's figures with a little room, so growth fails the run. The client's core
// (auth-js, PostgREST, the auth calls) loads with its first call, after the sign-in form paints,
// and is counted for the board, whose guard waits for it, with the workspaces, boards and tasks
// code its loaders and first paint need; the client fetches its other namespaces, realtime,
// storage and functions code itself when first used, after the board has painted. The
// aims, 150 kB for sign-in and 220 kB for the board, are not met: docs/performance.md
// ("Initial JavaScript") says what stands between.
export default [
  // 172.4 kB and 295.7 kB with the schemas on Zod Mini and the client's namespaces loaded each
  // on first use (185.9 kB and 316.4 kB before, on full Zod). The board then grew to 300.6 kB
  // with label colours and workflow states. This round's features, each measured on its own
  // against 300.6 kB: the column menu and column-aware Move menu +3.3 kB, the calendar's view
  // switch and rescheduling +3.3 kB, the persisted query cache +2.9 kB (its 2 kB chunk, which
  // the guard waits for, and the entry's share), the Views menu +3.0 kB, bulk selection
  // +1.8 kB, the list's view switcher and URL params +1.1 kB, the board menu's export +1.0 kB;
  // together 315.6 kB. The dialogs, the list, the calendar and the bulk bar load when first
  // used or when idle. Sign-in: 173.5 kB, 176.2 kB with "Sign in with a passkey", the persisted
  // cache's share of the entry and the client's grown front. Then the list's bulk selection
  // (the board's selection hook shared with the list) and the list's cheaper cells brought the
  // board to 316.2 kB.
  // Speed, round 2: the board's guard no longer loads the occasional auth calls for the
  // assurance level, and the columns' client part is counted (its loader reads them first):
  // 317.9 kB, sign-in 176.5 kB with the start-up preloads. Inlining the small shared chunks
  // (vite.config.ts) took the board from 96 files to 20 and sign-in from 38 to 10, for 6.3 kB
  // and 0.4 kB more: modules keep their source order across chunks through small wrappers.
  // Keeping the board's order and label list through live edits that change neither: 324.5 kB;
  // the cards' "Move…" menus mounted on first use: 324.8 kB. A return visit's board restored
  // in its loader (TanStack Query's hydrate, in the persisted cache's chunk, and the loader's
  // share of the entry): 325.6 kB, sign-in 177.1 kB. The live binding's catch-up, which runs
  // once the board's channel has joined, fetched then as a chunk of its own: 324.9 kB.
  // A board's tasks shared by id through a move (in the entry's query options) and the drop's
  // order shown until the tasks follow it: 325.3 kB, sign-in 177.3 kB. A column re-rendered
  // only when one of its tasks changed: 325.4 kB. The reading order for a selection worked out
  // only once something is selected, a live edit's card found by its place and its task
  // replaced in place in the cached list: 325.65 kB.
  // The kit's menus, dialogs, popovers and tooltips loading Radix's primitives when first opened
  // (or when the signed-in page is idle), not to paint: board 297.0 kB in 18 files. Sign-in
  // holds none of it (the preload's hook is in the signed-in frame), but the entry's list of
  // lazy files names the overlays' new chunks: 177.27 kB, 177.32 kB in the e2e build.
  // Their preload waiting for the page's data, and the undo toast's own id once dismissed:
  // board 297.12 kB (297.17 kB in the e2e build). The close parts sharing one deferred close:
  // 297.15 kB (297.21 kB). An action's place in the undo history taken when it is made, so
  // that Ctrl/Cmd+Z during its save takes it back: 297.42 kB in the e2e build. The router's
  // skeleton no longer held for half a second: sign-in 177.32 kB (177.37 kB in the e2e build),
  // board 297.43 kB (297.48 kB).
  // The trust round (live binding's checks, bounded inputs, grants, imports, password change)
  // first measured sign-in 183.13 kB and board 309.21 kB in the e2e build. Attributed module by
  // module through the source maps, nearly all of it was Zod's core: the profile's password
  // form used Zod's classic API, and Zod's core is one module that every page's entry holds,
  // so what any page uses of it, every page loads. With that form's schema on Zod Mini in
  // @tandem/schemas (and the classic import refused by lint): sign-in 177.69 kB, board
  // 297.99 kB with a viewer's presence never shown as editing. The task panel's Status field
  // listing the board's own columns (their categories' rules from @tandem/schemas now in the
  // board's first load) and My tasks naming each task's column: 298.51 kB.
  // The board's own columns in the Status filter (the toolbar's column choices and the filter's
  // module): 298.77 kB. Search by word prefix and #number, the palette's role check, labels in
  // case-blind order, a bare saved-view link applied and the column "+" kept open: 299.13 kB;
  // the title draft's "Resume editing": 299.14 kB, all in the e2e build. The sign-in and
  // sign-up cards telling an invitee why they are asked to sign in: sign-in 177.92 kB.
  // The workspace's Trash (its route, the Trash tab, a deleted task's link asking the Trash,
  // and the client's trash calls and queries), measured on its own in the production build:
  // sign-in 177.89 kB → 178.25 kB, board 299.03 kB → 299.62 kB; both limits raised by that.
  // Nothing shown as saved that is not, measured on its own in the production build: board
  // 299.03 kB → 301.9 kB. Of it, the guard of unsent changes (the warning on leaving, the
  // report of lost changes and its wording) 1.2 kB, the task panel's code fetched while idle
  // with its offline message 0.46 kB, the workspace channel following a changed role and an
  // archived board 0.54 kB, the cards' and panel's "Not saved" marks the rest. With the Trash
  // and the import's people and order, all in one tree: board 302.75 kB, sign-in 178.27 kB in
  // the e2e build.
  { name: 'sign-in: initial JS', path: files['sign-in'], limit: '178.36 kB', ...sizeOnly },
  { name: 'board: initial JS', path: files.board, limit: '302.8 kB', ...sizeOnly },
];
