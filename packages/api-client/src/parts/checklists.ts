// The `checklists` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createChecklistsApi as create } from '../checklists/index.js';
