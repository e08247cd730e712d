// The `labels` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createLabelsApi as create } from '../labels/index.js';
