// A consumer that signs in and lists its workspaces, as an app would write it: what it loads
// before any realtime, storage or functions code (see .size-limit.mjs).
import { createTandemClient } from '../dist/index.js';

const tandem = createTandemClient({ url: 'https://example.supabase.co', key: 'sb_publishable_x' });
await tandem.auth.signInWithPassword({ email: 'ada@example.com', password: 'correct horse' });
export const workspaces = await tandem.workspaces.listMine();
