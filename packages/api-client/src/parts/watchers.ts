// The `watchers` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createWatchersApi as create } from '../watchers/index.js';
