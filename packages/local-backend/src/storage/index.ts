import { join } from 'node:path';
import type { MountSurface } from '../context.js';
import { type BlobStore, createFileBlobStore, createMemoryBlobStore } from './blob-store.js';
import { mountBucketRoutes } from './bucket-routes.js';
import { mountCollectionRoutes } from './collection-routes.js';
import { mountObjectRoutes } from './object-routes.js';
import { seedConfiguredBuckets } from './seed-buckets.js';
import { createStorageService } from './service.js';
import { mountSignedRoutes } from './signed-routes.js';
import { mountTusRoutes } from './tus-routes.js';

/**
 * Deletes blobs no committed row names: leftovers of a crash between writing bytes and
 * committing (or deleting) their row. Runs before the server takes requests.
 */
async function collectOrphans(store: BlobStore, ctx: Parameters<MountSurface>[1]): Promise<number> {
  const live = await ctx.db.withAdmin(async (tx) => {
    const result = await tx.query<{ version: string }>(
      'select version from storage.objects where version is not null',
    );
    return new Set(result.rows.map((row) => row.version));
  });
  return store.collectGarbage((version) => live.has(version));
}

/**
 * The `/storage/v1` surface: Supabase Storage's bucket and object API, signed URLs and TUS
 * resumable uploads, with RLS on `storage.objects` deciding every object operation. Bytes live
 * under `<dataDir>/storage` (in memory when the backend runs with `--memory`).
 */
export const mountStorage: MountSurface = async (app, ctx) => {
  const store = ctx.dataDir
    ? createFileBlobStore(join(ctx.dataDir, 'storage'))
    : createMemoryBlobStore();
  const removed = await collectOrphans(store, ctx);
  if (removed > 0) ctx.log.info('storage: removed orphaned files', { count: removed });
  const service = createStorageService(ctx, store);
  const seeded = await seedConfiguredBuckets(service);
  if (seeded > 0) ctx.log.info('storage: seeded objects from config.toml', { count: seeded });
  mountBucketRoutes(app, service);
  mountSignedRoutes(app, service);
  mountCollectionRoutes(app, service);
  const mountObjectFallback = mountObjectRoutes(app, service);
  mountTusRoutes(app, service);
  mountObjectFallback();
};
