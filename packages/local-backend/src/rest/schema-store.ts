import type { BackendContext } from '../context.js';
import { loadSchemaCache, type SchemaCache } from './schema-cache.js';

/** Holds the current schema cache and rebuilds it when the schema changes. */
export interface SchemaStore {
  current(): SchemaCache;
  reload(): Promise<void>;
}

/**
 * Loads the cache now and again after migrations (`ctx.schemaChanged()`) and on
 * `NOTIFY pgrst, 'reload schema'`, as PostgREST does.
 */
export async function createSchemaStore(ctx: BackendContext): Promise<SchemaStore> {
  const schemas = ctx.config.api.schemas;
  let cache: SchemaCache = await ctx.db.withAdmin((tx) => loadSchemaCache(tx, schemas));
  let pending: Promise<void> | undefined;
  let again = false;
  const load = async (): Promise<void> => {
    do {
      again = false;
      try {
        cache = await ctx.db.withAdmin((tx) => loadSchemaCache(tx, schemas));
      } catch (error) {
        ctx.log.error('schema cache reload failed', { error: String(error) });
      }
      // A request that arrived during the load may describe a later schema: load once more.
    } while (again);
  };
  const reload = () => {
    if (pending) {
      again = true;
      return pending;
    }
    pending = load().finally(() => {
      pending = undefined;
    });
    return pending;
  };
  ctx.onSchemaChange(reload);
  const unlisten = await ctx.db.listen('pgrst', (payload) => {
    if (payload === 'reload schema' || payload === '') void reload();
  });
  ctx.onStop(unlisten);
  return { current: () => cache, reload };
}
