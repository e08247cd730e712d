// The `activity` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createActivityApi as create } from '../activity/index.js';
