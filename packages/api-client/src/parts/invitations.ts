// The `invitations` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createInvitationsApi as create } from '../invitations/index.js';
