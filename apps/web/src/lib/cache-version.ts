import { version as clientVersion } from '@tandem/api-client/package.json' with { type: 'json' };

/**
 * A hash of the database types the client's rows are read with (`supabase/types/database.ts`),
 * inlined by the build (scripts/database-schema-hash-plugin.ts).
 */
declare const __DATABASE_SCHEMA_HASH__: string;

/**
 * What a persisted query was written for: the client release that shaped its rows and the
 * database schema they came from. A new release, or a migration that changes the generated
 * types (a new column, a renamed one), reads nothing written before it: the old copy is dropped
 * and the rows are fetched afresh instead of painted in a shape the code no longer expects.
 */
export const CACHE_VERSION = `api-client@${clientVersion} database@${__DATABASE_SCHEMA_HASH__}`;
