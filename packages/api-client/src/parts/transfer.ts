// The `transfer` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createTransferApi as create } from '../transfer/index.js';
