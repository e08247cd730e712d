// The `views` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createViewsApi as create } from '../views/index.js';
