import type { Context } from 'hono';
import { storageErrors } from '../errors.js';
import { bucketAndKey, callerOf, discardBody, identityOf, ownerOf, runAs } from '../http.js';
import { validateObjectKey } from '../names.js';
import { infoOf, type ObjectRow, selectObject, sendObject } from '../object-read.js';
import { probeWrite, type WriteMode } from '../object-rows.js';
import type { BucketRow, StorageService } from '../service.js';
import { checkUploadKey, storeUpload, withUploadSource } from '../upload.js';

function uploadMode(c: Context): WriteMode {
  if (c.req.method === 'PUT') return 'update';
  return c.req.header('x-upsert') === 'true' ? 'upsert' : 'insert';
}

/** An object's row read as the caller (SELECT policies apply); `NoSuchKey` when hidden. */
export async function readAsCaller(
  service: StorageService,
  c: Context,
  bucket: string,
  key: string,
): Promise<ObjectRow> {
  const caller = await callerOf(c, service.ctx);
  validateObjectKey(key);
  await service.bucket(bucket);
  const row = await runAs(service, caller, c)((tx) => selectObject(tx, bucket, key));
  if (!row) throw storageErrors.noSuchKey();
  return row;
}

/**
 * `POST` (upload) and `PUT` (update) `/storage/v1/object/:bucket/:key`: RLS is checked with
 * a rolled-back write before any byte is read, so a refused caller never streams a large
 * body into the store.
 */
export async function uploadObject(c: Context, service: StorageService): Promise<Response> {
  const { ctx } = service;
  const caller = await callerOf(c, ctx).catch(async (error) => {
    await discardBody(c);
    throw error;
  });
  const { bucket, key } = bucketAndKey(c, '/storage/v1/object/');
  await checkUploadKey(c, key);
  const mode = uploadMode(c);
  const { owner, ownerId } = ownerOf(caller.claims);
  let bucketRow: BucketRow;
  try {
    bucketRow = await service.bucket(bucket);
    await probeWrite(
      ctx.db,
      identityOf(caller, c),
      { bucket, key, metadata: {}, userMetadata: null, owner, ownerId, at: service.nowIso() },
      mode,
    );
  } catch (error) {
    await discardBody(c);
    throw error;
  }
  const result = await withUploadSource(c, (source) =>
    storeUpload(
      service,
      { bucket, key, mode, owner, ownerId, bucketRow, runTx: runAs(service, caller, c) },
      source,
    ),
  );
  return c.json({ Id: result.id, Key: result.key });
}

/** `GET /storage/v1/object/info/[authenticated/|public/]:bucket/:key`: the object's details. */
export async function objectInfo(c: Context, service: StorageService): Promise<Response> {
  let { bucket, key } = bucketAndKey(c, '/storage/v1/object/info/');
  // `/object/info/authenticated/…` and `/object/info/public/…` name the same object.
  if (bucket === 'authenticated' || bucket === 'public') {
    ({ bucket, key } = bucketAndKey(c, `/storage/v1/object/info/${bucket}/`));
  }
  const row = await readAsCaller(service, c, bucket, key);
  return c.json(infoOf(row));
}

/**
 * `GET|HEAD /storage/v1/object/public/:bucket/:key`: public URLs skip SELECT policies, but
 * only for buckets marked public. (Hono serves HEAD through GET routes, body dropped;
 * sendObject skips opening the bytes.)
 */
export async function publicDownload(c: Context, service: StorageService): Promise<Response> {
  const { bucket, key } = bucketAndKey(c, '/storage/v1/object/public/');
  validateObjectKey(key);
  const row = await service.bucket(bucket);
  if (!row.public) throw storageErrors.noSuchBucket();
  const object = await service.ctx.db.withAdmin((tx) => selectObject(tx, bucket, key));
  if (!object) throw storageErrors.noSuchKey();
  return sendObject(service, c, object);
}

/** `GET|HEAD /storage/v1/object/authenticated/:bucket/:key`: a download as the caller. */
export async function authenticatedDownload(
  c: Context,
  service: StorageService,
): Promise<Response> {
  const { bucket, key } = bucketAndKey(c, '/storage/v1/object/authenticated/');
  return sendObject(service, c, await readAsCaller(service, c, bucket, key));
}

/** `GET|HEAD /storage/v1/object/:bucket/:key`: a download as the caller (storage-js `download`). */
export async function download(c: Context, service: StorageService): Promise<Response> {
  const { bucket, key } = bucketAndKey(c, '/storage/v1/object/');
  return sendObject(service, c, await readAsCaller(service, c, bucket, key));
}
