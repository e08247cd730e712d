// The `workspaces` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createWorkspacesApi as create } from '../workspaces/index.js';
