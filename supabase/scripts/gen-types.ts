import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLogger, startLocalBackend } from '@tandem/local-backend';
import { formatSource, generateTypes } from './generate-types.js';

/** Where the generated `Database` type is checked in. */
export const typesFile = fileURLToPath(new URL('../types/database.ts', import.meta.url));

// Starts an in-memory backend with the project's migrations, reads its catalog and writes
// types/database.ts. Run after every migration: a test fails while the file is stale.
const backend = await startLocalBackend({
  memory: true,
  port: 0,
  projectDir: fileURLToPath(new URL('../..', import.meta.url)),
  log: createLogger({ silent: true }),
});
try {
  const source = formatSource(await generateTypes(backend.context.db), typesFile);
  writeFileSync(typesFile, source);
  console.log(`wrote ${typesFile}`);
} finally {
  await backend.stop();
}
