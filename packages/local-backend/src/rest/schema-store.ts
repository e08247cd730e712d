import type { BackendContext } from '../context.js';
import { type DbConfig, loadDbConfig } from './db-config.js';
import { PlanCache } from './plan-cache.js';
import { loadSchemaCache, type SchemaCache } from './schema-cache.js';

/** Holds the current schema cache and in-database config; rebuilds both when they change. */
export interface SchemaStore {
  current(): SchemaCache;
  /** PostgREST's in-database settings (`pgrst.*` of `authenticator`). */
  dbConfig(): DbConfig;
  reload(): Promise<void>;
  /** Plans by request shape; emptied whenever {@link current} changes. */
  plans: PlanCache<unknown>;
}

/**
 * Loads the cache and config now and again after migrations (`ctx.schemaChanged()`) and on
 * `NOTIFY pgrst, 'reload schema'` (or `'reload config'`), as PostgREST does.
 */
export async function createSchemaStore(ctx: BackendContext): Promise<SchemaStore> {
  const schemas = ctx.config.api.schemas;
  let cache: SchemaCache = await ctx.db.withAdmin((tx) => loadSchemaCache(tx, schemas));
  let config: DbConfig = await ctx.db.withAdmin(loadDbConfig);
  let pending: Promise<void> | undefined;
  let again = false;
  const load = async (): Promise<void> => {
    do {
      again = false;
      try {
        cache = await ctx.db.withAdmin((tx) => loadSchemaCache(tx, schemas));
        config = await ctx.db.withAdmin(loadDbConfig);
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
    if (payload === 'reload schema' || payload === 'reload config' || payload === '') {
      void reload();
    }
  });
  ctx.onStop(unlisten);
  return { current: () => cache, dbConfig: () => config, reload, plans: new PlanCache() };
}
