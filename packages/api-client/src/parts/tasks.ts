// The `tasks` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createTasksApi as create } from '../tasks/index.js';
