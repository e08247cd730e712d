// The `boards` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createBoardsApi as create } from '../boards/index.js';
