import type { Context } from 'hono';
import { storageErrors } from '../errors.js';
import { bucketAndKey } from '../http.js';
import { validateObjectKey } from '../names.js';
import { selectObject } from '../object-read.js';
import { sendRendered } from '../render/respond.js';
import { parseTokenTransform, parseTransform } from '../render/transform-options.js';
import type { StorageService } from '../service.js';
import { verifyObjectUrl } from '../signed-tokens.js';
import { readAsCaller } from './objects.js';

const RENDER = '/storage/v1/render/image/';

/** Transformations from the query string, validated as storage-api's schema does. */
const queryTransform = (c: Context) => parseTransform(c.req.query(), 'querystring');

/**
 * `GET /storage/v1/render/image/public/:bucket/:key`: a public bucket's image, transformed
 * (storage-js `getPublicUrl` with `transform`). Like public downloads, no policy applies.
 */
export async function renderPublicImage(c: Context, service: StorageService): Promise<Response> {
  const options = queryTransform(c);
  const { bucket, key } = bucketAndKey(c, `${RENDER}public/`);
  validateObjectKey(key);
  if (!(await service.bucket(bucket)).public) throw storageErrors.noSuchBucket();
  const row = await service.ctx.db.withAdmin((tx) => selectObject(tx, bucket, key));
  if (!row) throw storageErrors.noSuchKey();
  return sendRendered(service, c, row, options);
}

/**
 * `GET /storage/v1/render/image/authenticated/:bucket/:key`: an image the caller may read,
 * transformed (storage-js `download` with `transform`).
 */
export async function renderAuthenticatedImage(
  c: Context,
  service: StorageService,
): Promise<Response> {
  const options = queryTransform(c);
  const { bucket, key } = bucketAndKey(c, `${RENDER}authenticated/`);
  return sendRendered(service, c, await readAsCaller(service, c, bucket, key), options);
}

/**
 * `GET /storage/v1/render/image/sign/:bucket/:key?token=`: the transformations are the ones
 * signed into the token (storage-js `createSignedUrl` with `transform`); query parameters
 * other than `download` are ignored, as on hosted Storage.
 */
export async function renderSignedImage(c: Context, service: StorageService): Promise<Response> {
  const { bucket, key } = bucketAndKey(c, `${RENDER}sign/`);
  const claims = await verifyObjectUrl(service.ctx, c.req.query('token'), `${bucket}/${key}`);
  // An upload token names a path too, but grants writing it, never reading what is there.
  if ('jti' in claims) throw storageErrors.invalidSignature();
  const row = await service.ctx.db.withAdmin((tx) => selectObject(tx, bucket, key));
  if (!row) throw storageErrors.noSuchKey();
  const options = parseTokenTransform(
    typeof claims.transformations === 'string' ? claims.transformations : '',
  );
  return sendRendered(service, c, row, options, { expiresAt: claims.exp });
}
