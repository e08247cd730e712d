// The `realtime` namespace's code, a chunk of its own that its first call fetches (see client-parts.ts).
export { createRealtimeApi as create } from '../realtime/index.js';
