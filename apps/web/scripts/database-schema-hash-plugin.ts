import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The identifier the app reads the hash under; `src/lib/cache-version.ts` declares it. */
const DATABASE_SCHEMA_HASH_NAME = '__DATABASE_SCHEMA_HASH__';

/** Hex digits kept of the SHA-256 (48 bits): two schemas sharing them is not a real risk. */
const HASH_LENGTH = 12;

/** The first {@link HASH_LENGTH} hex digits of the SHA-256 of `file`'s bytes. */
function hashFile(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, HASH_LENGTH);
}

/**
 * Defines `__DATABASE_SCHEMA_HASH__` as a hash of `typesFile`, the types generated from the
 * database's migrations. The app keys what it keeps between visits by it, so rows written
 * under another schema are never read back. It is computed once per build (or dev server
 * start) and inlined as a string: it costs nothing at runtime.
 */
export function databaseSchemaHashPlugin(typesFile: string): Plugin {
  return {
    name: 'tandem:database-schema-hash',
    config: () => ({
      define: { [DATABASE_SCHEMA_HASH_NAME]: JSON.stringify(hashFile(typesFile)) },
    }),
  };
}
