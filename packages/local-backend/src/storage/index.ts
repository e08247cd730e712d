import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import type { BackendContext, MountSurface } from '../context.js';
import { type BlobStore, createFileBlobStore, createMemoryBlobStore } from './blob-store.js';
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  updateBucket,
} from './handlers/buckets.js';
import { listObjects } from './handlers/list.js';
import { listObjectsV2 } from './handlers/list-v2.js';
import { copyObject, moveObject } from './handlers/move-copy.js';
import {
  authenticatedDownload,
  download,
  objectInfo,
  publicDownload,
  uploadObject,
} from './handlers/objects.js';
import { removeObjects } from './handlers/remove.js';
import {
  renderAuthenticatedImage,
  renderPublicImage,
  renderSignedImage,
} from './handlers/render.js';
import {
  createSignedUploadUrl,
  createSignedUrl,
  downloadSigned,
  uploadToSignedUrl,
} from './handlers/signed-urls.js';
import { errorResponse } from './http.js';
import { seedConfiguredBuckets } from './seed-buckets.js';
import { createStorageService, type StorageService } from './service.js';
import { resumableUploads } from './tus/index.js';

/** A storage endpoint: a named handler given the request and the surface's shared service. */
export type StorageHandler = (c: Context, service: StorageService) => Promise<Response>;

/**
 * The route table, like storage-api's routes: one line per endpoint, each a named handler in
 * `handlers/<what it does>.ts`. The first matching route answers, so the catch-all
 * `/object/:bucket/:key` routes come after every more specific `/object/…` route. Hono
 * serves HEAD through the GET routes.
 */
function routes(storage: Hono, service: StorageService): void {
  const h = (handler: StorageHandler) => (c: Context) => handler(c, service);

  storage.get('/bucket', h(listBuckets));
  storage.post('/bucket', h(createBucket));
  storage.get('/bucket/:id', h(getBucket));
  storage.put('/bucket/:id', h(updateBucket));
  storage.delete('/bucket/:id', h(deleteBucket));
  storage.post('/bucket/:id/empty', h(emptyBucket));

  storage.post('/object/sign/*', h(createSignedUrl));
  storage.get('/object/sign/*', h(downloadSigned));
  storage.post('/object/upload/sign/*', h(createSignedUploadUrl));
  storage.put('/object/upload/sign/*', h(uploadToSignedUrl));

  storage.post('/object/list/:bucket', h(listObjects));
  storage.post('/object/list-v2/:bucket', h(listObjectsV2));
  storage.post('/object/move', h(moveObject));
  storage.post('/object/copy', h(copyObject));
  storage.delete('/object/*', h(removeObjects));

  storage.get('/object/info/*', h(objectInfo));
  storage.get('/object/public/*', h(publicDownload));
  storage.get('/object/authenticated/*', h(authenticatedDownload));
  storage.route('/upload/resumable', resumableUploads(service));

  storage.get('/render/image/public/*', h(renderPublicImage));
  storage.get('/render/image/authenticated/*', h(renderAuthenticatedImage));
  storage.get('/render/image/sign/*', h(renderSignedImage));

  storage.post('/object/*', h(uploadObject));
  storage.put('/object/*', h(uploadObject));
  storage.get('/object/*', h(download));
}

/**
 * Deletes blobs no committed row names: leftovers of a crash between writing bytes and
 * committing (or deleting) their row. Runs before the server takes requests.
 */
async function collectOrphans(store: BlobStore, ctx: BackendContext): Promise<number> {
  const live = await ctx.db.withAdmin(async (tx) => {
    const result = await tx.query<{ version: string }>(
      'select version from storage.objects where version is not null',
    );
    return new Set(result.rows.map((row) => row.version));
  });
  return store.collectGarbage((version) => live.has(version));
}

/**
 * The `/storage/v1` surface, a Hono sub-app mounted under its prefix: Supabase Storage's
 * bucket and object API, signed URLs and TUS resumable uploads, with RLS on
 * `storage.objects` deciding every object operation. Bytes live
 * under `<dataDir>/storage` (in memory when the backend runs with `--memory`).
 */
export const mountStorage: MountSurface = async (app, ctx) => {
  const store = ctx.dataDir
    ? createFileBlobStore(join(ctx.dataDir, 'storage'))
    : createMemoryBlobStore();
  const removed = await collectOrphans(store, ctx);
  if (removed > 0) ctx.log.info('storage: removed orphaned files', { count: removed });
  const service = createStorageService(ctx, store);
  const resumed = await service.uploads.restore(ctx.clock.now());
  if (resumed > 0) ctx.log.info('storage: resumable uploads in progress', { count: resumed });
  const seeded = await seedConfiguredBuckets(service);
  if (seeded > 0) ctx.log.info('storage: seeded objects from config.toml', { count: seeded });
  const storage = new Hono();
  routes(storage, service);
  // Every failure leaves as Storage's error body (TUS adds its headers itself).
  storage.onError((error, c) => errorResponse(c, ctx, error));
  app.route('/storage/v1', storage);
};
