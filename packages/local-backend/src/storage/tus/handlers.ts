import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { parseJsonObject } from '../../http/json-object.js';
import type { Identity } from '../../identity.js';
import { type StorageError, storageErrors } from '../errors.js';
import { bodyChunks, callerOf, discardBody, errorResponse, identityOf, ownerOf } from '../http.js';
import { mimeTypeAllowed, validateBucketName, validateObjectKey } from '../names.js';
import { probeWrite, systemMetadata, type WriteMode, writeObjectRow } from '../object-rows.js';
import type { StorageService } from '../service.js';
import {
  type PendingUpload,
  parseMetadata,
  principalOf,
  TUS_VERSION,
  tusHeaders,
  UPLOAD_TTL_MS,
} from './uploads.js';

/** Where TUS is served, as hosted Storage serves it to tus-js-client. */
export const TUS_PATH = '/storage/v1/upload/resumable';

/** Storage's error body with the TUS headers tus-js-client expects on every answer. */
function tusError(c: Context, service: StorageService, error: unknown): Response {
  const response = errorResponse(c, service.ctx, error);
  for (const [name, value] of Object.entries(tusHeaders())) response.headers.set(name, value);
  return response;
}

/** The upload named in the path, if the caller may continue it. */
async function pendingFor(c: Context, service: StorageService): Promise<PendingUpload> {
  const caller = await callerOf(c, service.ctx);
  return service.uploads.forCaller(c.req.param('id') ?? '', caller);
}

/** `OPTIONS /storage/v1/upload/resumable`: the protocol version, extensions and size limit. */
export function tusOptions(c: Context, service: StorageService): Response {
  return c.body(
    null,
    204,
    tusHeaders({
      'Tus-Version': TUS_VERSION,
      'Tus-Extension': 'creation,termination',
      'Tus-Max-Size': String(service.globalLimit),
    }),
  );
}

/**
 * `POST /storage/v1/upload/resumable`: creates an upload from `Upload-Metadata`
 * (`bucketName`, `objectName`, `contentType`, `cacheControl`, `metadata`) and `x-upsert`;
 * RLS is checked now with a rolled-back write, and again when the last chunk commits.
 */
export async function createUpload(c: Context, service: StorageService): Promise<Response> {
  const { ctx } = service;
  try {
    service.uploads.sweep(ctx.clock.now());
    const caller = await callerOf(c, ctx);
    const length = Number(c.req.header('upload-length'));
    if (!Number.isInteger(length) || length < 0) {
      throw storageErrors.invalidRequest('Upload-Length must be a non-negative integer');
    }
    const meta = parseMetadata(c.req.header('upload-metadata'));
    const bucket = validateBucketName(meta.bucketName ?? '');
    const key = validateObjectKey(meta.objectName ?? '');
    const contentType = meta.contentType || 'application/octet-stream';
    const bucketRow = await service.bucket(bucket);
    if (length > service.limitFor(bucketRow)) throw storageErrors.entityTooLarge();
    if (!mimeTypeAllowed(contentType, bucketRow.allowed_mime_types)) {
      throw storageErrors.invalidMimeType(contentType);
    }
    let userMetadata: Record<string, unknown> | null = null;
    if (meta.metadata) {
      const parsed = parseJsonObject(meta.metadata);
      if (!parsed.ok) throw storageErrors.invalidRequest('metadata must be a JSON object');
      userMetadata = parsed.value;
    }
    const mode: WriteMode = c.req.header('x-upsert') === 'true' ? 'upsert' : 'insert';
    const { owner, ownerId } = ownerOf(caller.claims);
    await probeWrite(
      ctx.db,
      identityOf(caller, c),
      { bucket, key, metadata: {}, userMetadata, owner, ownerId, at: service.nowIso() },
      mode,
    );
    const id = randomUUID();
    const cacheControl = meta.cacheControl || '3600';
    await service.uploads.add({
      id,
      bucket,
      key,
      length,
      mode,
      contentType,
      cacheControl: /^\d+$/.test(cacheControl) ? `max-age=${cacheControl}` : cacheControl,
      userMetadata,
      principal: principalOf(caller),
      busy: false,
      expiresAt: ctx.clock.now() + UPLOAD_TTL_MS,
    });
    await discardBody(c);
    const location = new URL(`${TUS_PATH}/${id}`, c.req.url).href;
    return c.body(null, 201, tusHeaders({ Location: location, 'Upload-Offset': '0' }));
  } catch (error) {
    await discardBody(c);
    return tusError(c, service, error);
  }
}

/** `HEAD /storage/v1/upload/resumable/:id`: how many bytes arrived (Hono routes HEAD through GET). */
export async function uploadOffset(c: Context, service: StorageService): Promise<Response> {
  if (c.req.method !== 'HEAD')
    return tusError(c, service, storageErrors.invalidRequest('use HEAD'));
  try {
    const upload = await pendingFor(c, service);
    const offset = await service.store.stageSize(upload.id);
    if (offset === undefined) throw storageErrors.noSuchUpload();
    return c.body(
      null,
      200,
      tusHeaders({ 'Upload-Offset': String(offset), 'Upload-Length': String(upload.length) }),
    );
  } catch (error) {
    // HEAD answers carry no body: the status alone tells tus-js-client to start over.
    const status = (error as StorageError).status ?? 500;
    return c.body(null, status === 404 ? 404 : (status as 403), tusHeaders());
  }
}

/** `PATCH /storage/v1/upload/resumable/:id`: appends a chunk at `Upload-Offset`. */
export async function appendChunk(c: Context, service: StorageService): Promise<Response> {
  let claimed: PendingUpload | undefined;
  try {
    const caller = await callerOf(c, service.ctx);
    const upload = service.uploads.forCaller(c.req.param('id') ?? '', caller);
    if (c.req.header('content-type') !== 'application/offset+octet-stream') {
      throw storageErrors.invalidRequest('Content-Type must be application/offset+octet-stream');
    }
    // 423 is what tus-js-client retries: the previous PATCH may not have noticed yet that
    // its client went away.
    if (upload.busy) throw storageErrors.locked();
    const current = await service.store.stageSize(upload.id);
    if (current === undefined) throw storageErrors.noSuchUpload();
    if (Number(c.req.header('upload-offset')) !== current) {
      await discardBody(c);
      return c.body(null, 409, tusHeaders({ 'Upload-Offset': String(current) }));
    }
    upload.busy = true;
    claimed = upload;
    await service.uploads.extend(upload, service.ctx.clock.now() + UPLOAD_TTL_MS);
    const offset = await service.store.stageAppend(upload.id, bodyChunks(c), upload.length);
    if (offset === upload.length) await completeUpload(service, upload, caller, c);
    return c.body(null, 204, tusHeaders({ 'Upload-Offset': String(offset) }));
  } catch (error) {
    await discardBody(c);
    return tusError(c, service, error);
  } finally {
    if (claimed) claimed.busy = false;
  }
}

/** Turns the staged bytes into a blob and commits the row as the caller. */
async function completeUpload(
  service: StorageService,
  upload: PendingUpload,
  caller: Identity,
  c: Context,
): Promise<void> {
  service.uploads.forget(upload);
  const blob = await service.store.stageCommit(upload.id);
  const { owner, ownerId } = ownerOf(caller.claims);
  const at = service.nowIso();
  let replaced: string | null;
  try {
    ({ replaced } = await service.ctx.db.withRequest(identityOf(caller, c), (tx) =>
      writeObjectRow(
        tx,
        {
          bucket: upload.bucket,
          key: upload.key,
          version: blob.version,
          metadata: systemMetadata({
            eTag: blob.eTag,
            size: blob.size,
            mimetype: upload.contentType,
            cacheControl: upload.cacheControl,
            lastModified: at,
          }),
          userMetadata: upload.userMetadata,
          owner,
          ownerId,
          at,
        },
        upload.mode,
      ),
    ));
  } catch (error) {
    await service.store.remove(blob.version);
    throw error;
  }
  if (replaced) await service.store.remove(replaced);
}

/** `DELETE /storage/v1/upload/resumable/:id`: cancels an upload (TUS termination). */
export async function cancelUpload(c: Context, service: StorageService): Promise<Response> {
  try {
    const upload = await pendingFor(c, service);
    if (upload.busy) throw storageErrors.locked();
    service.uploads.forget(upload);
    await service.store.stageDrop(upload.id);
    return c.body(null, 204, tusHeaders());
  } catch (error) {
    return tusError(c, service, error);
  }
}
