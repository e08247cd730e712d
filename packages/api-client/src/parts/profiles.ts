// The `profiles` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createProfilesApi as create } from '../profiles/index.js';
