// The `members` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createMembersApi as create } from '../members/index.js';
