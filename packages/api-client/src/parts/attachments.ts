// The `attachments` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createAttachmentsApi as create } from '../attachments/index.js';
