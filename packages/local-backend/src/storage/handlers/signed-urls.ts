import type { Context } from 'hono';
import { storageErrors } from '../errors.js';
import { bucketAndKey, callerOf, discardBody, identityOf, ownerOf, readJson } from '../http.js';
import { validateObjectKey } from '../names.js';
import { type ObjectRow, selectObject, sendObject } from '../object-read.js';
import { probeWrite } from '../object-rows.js';
import { parseTransform, transformSegments } from '../render/transform-options.js';
import type { StorageService } from '../service.js';
import {
  signObjectUrl,
  signUploadUrl,
  verifyObjectUrl,
  verifyUploadUrl,
} from '../signed-tokens.js';
import { checkUploadKey, storeUpload, withUploadSource } from '../upload.js';

function expiresInOf(body: Record<string, unknown>): number {
  const expiresIn = Number(body.expiresIn);
  if (!Number.isInteger(expiresIn) || expiresIn < 1) {
    throw storageErrors.invalidRequest('body/expiresIn must be >= 1');
  }
  return expiresIn;
}

/**
 * The transformations a signed URL carries, in the form storage-api signs them (sizes
 * clamped, `resize:` as given); empty when there are none, and the URL is a plain download.
 */
function signedTransformations(body: Record<string, unknown>): string {
  const transform = body.transform;
  if (transform === undefined || transform === null) return '';
  if (typeof transform !== 'object' || Array.isArray(transform)) {
    throw storageErrors.invalidRequest('body/transform must be object');
  }
  return transformSegments(
    parseTransform(transform as Record<string, unknown>, 'body/transform'),
    true,
  ).join(',');
}

/**
 * `POST /storage/v1/object/sign/:bucket/:key` (and `/object/sign/:bucket` with `{paths}`):
 * signing needs SELECT on the object — whoever may read it may hand out a link to it.
 */
export async function createSignedUrl(c: Context, service: StorageService): Promise<Response> {
  const { ctx } = service;
  const caller = await callerOf(c, ctx);
  const { bucket, key } = bucketAndKey(c, `/storage/v1/object/sign/`);
  const body = await readJson(c);
  const expiresIn = expiresInOf(body);
  await service.bucket(bucket);
  const identity = identityOf(caller, c);
  if (key) {
    validateObjectKey(key);
    const row = await ctx.db.withRequest(identity, (tx) => selectObject(tx, bucket, key));
    if (!row) throw storageErrors.noSuchKey();
    const transformations = signedTransformations(body);
    const token = await signObjectUrl(ctx, `${bucket}/${key}`, expiresIn, transformations);
    const path = transformations ? 'render/image' : 'object';
    return c.json({ signedURL: `/${path}/sign/${bucket}/${key}?token=${token}` });
  }
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.some((path) => typeof path !== 'string')) {
    throw storageErrors.invalidRequest('body/paths must be an array of strings');
  }
  const visible = await ctx.db.withRequest(identity, async (tx) => {
    const result = await tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucket, paths],
    );
    return new Set(result.rows.map((row) => row.name));
  });
  const signed = [];
  for (const path of paths as string[]) {
    if (!visible.has(path)) {
      signed.push({
        error: 'Either the object does not exist or you do not have access to it',
        path,
        signedURL: null,
      });
      continue;
    }
    const token = await signObjectUrl(ctx, `${bucket}/${path}`, expiresIn);
    signed.push({
      error: null,
      path,
      signedURL: `/object/sign/${bucket}/${path}?token=${token}`,
    });
  }
  return c.json(signed);
}

/**
 * `POST /storage/v1/object/upload/sign/:bucket/:key`: checks INSERT (and UPDATE with
 * `x-upsert`) now; the upload is then authorised by the token alone, once.
 */
export async function createSignedUploadUrl(
  c: Context,
  service: StorageService,
): Promise<Response> {
  const { ctx } = service;
  const caller = await callerOf(c, ctx);
  const { bucket, key } = bucketAndKey(c, `/storage/v1/object/upload/sign/`);
  validateObjectKey(key);
  await discardBody(c);
  await service.bucket(bucket);
  const upsert = c.req.header('x-upsert') === 'true';
  const { owner, ownerId } = ownerOf(caller.claims);
  await probeWrite(
    ctx.db,
    identityOf(caller, c),
    { bucket, key, metadata: {}, userMetadata: null, owner, ownerId, at: service.nowIso() },
    upsert ? 'upsert' : 'insert',
  );
  const token = await signUploadUrl(ctx, `${bucket}/${key}`, ownerId, upsert);
  return c.json({ url: `/object/upload/sign/${bucket}/${key}?token=${token}`, token });
}

/** `PUT /storage/v1/object/upload/sign/:bucket/:key?token=`: the upload a signed upload URL allows. */
export async function uploadToSignedUrl(c: Context, service: StorageService): Promise<Response> {
  const { ctx } = service;
  const { bucket, key } = bucketAndKey(c, `/storage/v1/object/upload/sign/`);
  await checkUploadKey(c, key);
  const claims = await verifyUploadUrl(ctx, c.req.query('token'), `${bucket}/${key}`).catch(
    async (error) => {
      await discardBody(c);
      throw error;
    },
  );
  const used = await ctx.db.withAdmin((tx) =>
    tx.query('select 1 from storage.signed_upload_uses where jti = $1::uuid', [claims.jti]),
  );
  // A used URL has written its object: Storage's answer to writing it again is the duplicate.
  if (used.rows.length > 0) {
    await discardBody(c);
    throw storageErrors.keyExists();
  }
  const owner = ownerOf({ sub: claims.owner ?? undefined });
  const result = await withUploadSource(c, (source) =>
    storeUpload(
      service,
      {
        bucket,
        key,
        mode: claims.upsert ? 'upsert' : 'insert',
        ...owner,
        // The row commits with the token's use recorded in the same transaction: a second
        // PUT with the same token fails on the primary key and stores nothing.
        runTx: (fn) =>
          ctx.db.withAdmin(async (tx) => {
            const used = await tx.query(
              'insert into storage.signed_upload_uses (jti) values ($1::uuid) on conflict do nothing returning jti',
              [claims.jti],
            );
            if (used.rows.length === 0) throw storageErrors.keyExists();
            return fn(tx);
          }),
      },
      source,
    ),
  );
  return c.json({ Key: result.key, Id: result.id });
}

/**
 * `GET /storage/v1/object/sign/:bucket/:key?token=`: needs no credentials — the signature
 * stands for the signer's SELECT.
 */
export async function downloadSigned(c: Context, service: StorageService): Promise<Response> {
  const { ctx } = service;
  const { bucket, key } = bucketAndKey(c, '/storage/v1/object/sign/');
  const claims = await verifyObjectUrl(ctx, c.req.query('token'), `${bucket}/${key}`);
  // An upload token names a path too, but grants writing it, never reading what is there.
  if ('jti' in claims) throw storageErrors.invalidSignature();
  const row: ObjectRow | undefined = await ctx.db.withAdmin((tx) => selectObject(tx, bucket, key));
  if (!row) throw storageErrors.noSuchKey();
  return sendObject(service, c, row);
}
