// The `notifications` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createNotificationsApi as create } from '../notifications/index.js';
