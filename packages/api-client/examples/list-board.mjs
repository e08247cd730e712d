// Signs in as a demo user and prints the first tasks of the workspace's first board.
// Run against `pnpm dev`'s local backend: node list-board.mjs
import { createTandemClient } from '@tandem/api-client';

const tandem = createTandemClient({
  url: process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321',
  key: process.env.SUPABASE_PUBLISHABLE_KEY ?? 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
});

await tandem.auth.signInWithPassword({
  email: 'member@demo.tandem.test',
  password: 'tandem-demo-1',
});
const workspace = await tandem.workspaces.getBySlug('acme');
const [board] = await tandem.boards.list(workspace.id);
const tasks = await tandem.tasks.listBoard(board.id);
for (const task of tasks.slice(0, 5)) {
  console.log(`#${task.number} [${task.status}] ${task.title}`);
}
console.log(`${tasks.length} tasks on "${board.name}" in ${workspace.name}`);
await tandem.auth.signOut();
