// The `comments` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createCommentsApi as create } from '../comments/index.js';
