// The `states` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createStatesApi as create } from '../states/index.js';
