import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { type StorageError, storageErrors } from './errors.js';
import {
  bodyChunks,
  type Caller,
  callerOf,
  discardBody,
  errorResponse,
  identityOf,
  ownerOf,
} from './http.js';
import { mimeTypeAllowed, validateBucketName, validateObjectKey } from './names.js';
import { probeWrite, systemMetadata, type WriteMode, writeObjectRow } from './object-rows.js';
import type { StorageService } from './service.js';

const BASE = '/storage/v1/upload/resumable';
const TUS_VERSION = '1.0.0';

/** A resumable upload in progress (kept in memory: uploads do not survive a restart). */
interface PendingUpload {
  id: string;
  bucket: string;
  key: string;
  length: number;
  mode: WriteMode;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  /** `sub` (or role) of the creator: only they may continue it. */
  principal: string;
  /** Set while a PATCH streams into it, so two PATCHes cannot interleave bytes. */
  busy: boolean;
  expiresAt: number;
}

/** Uploads left untouched this long are forgotten (hosted keeps them for a day). */
const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

function tusHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'Tus-Resumable': TUS_VERSION, 'Cache-Control': 'no-store', ...extra };
}

/** `Upload-Metadata`: comma-separated `key base64value` pairs. */
function parseMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [name, value] = pair.trim().split(' ');
    if (name) metadata[name] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return metadata;
}

function principalOf(caller: Caller): string {
  return typeof caller.claims.sub === 'string' ? caller.claims.sub : caller.role;
}

/**
 * Mounts TUS 1.0.0 (core, creation, termination) at `/storage/v1/upload/resumable`, as hosted
 * Storage serves it to tus-js-client: metadata `bucketName`, `objectName`, `contentType`,
 * `cacheControl`, `metadata`; header `x-upsert`. RLS is checked at creation (a rolled-back
 * write) and again when the last chunk commits the row as the caller.
 */
export function mountTusRoutes(app: Hono, service: StorageService): void {
  const { ctx } = service;
  const uploads = new Map<string, PendingUpload>();

  const fail = (c: Context, error: unknown) => {
    const response = errorResponse(c, ctx, error);
    for (const [name, value] of Object.entries(tusHeaders())) response.headers.set(name, value);
    return response;
  };

  const sweep = () => {
    const now = ctx.clock.now();
    for (const upload of uploads.values()) {
      if (upload.expiresAt < now && !upload.busy) {
        uploads.delete(upload.id);
        void service.store.stageDrop(upload.id);
      }
    }
  };

  // tus-js-client in a browser reads these from responses: expose them next to the
  // gateway's list the CORS middleware already set.
  const exposeTusHeaders = async (c: Context, next: () => Promise<void>) => {
    await next();
    const exposed = c.res.headers.get('access-control-expose-headers');
    const tus = 'Upload-Offset,Upload-Length,Tus-Resumable,Tus-Version,Tus-Extension,Tus-Max-Size';
    c.res.headers.set('access-control-expose-headers', exposed ? `${exposed},${tus}` : tus);
  };
  app.use(BASE, exposeTusHeaders);
  app.use(`${BASE}/*`, exposeTusHeaders);

  app.options(BASE, (c) =>
    c.body(
      null,
      204,
      tusHeaders({
        'Tus-Version': TUS_VERSION,
        'Tus-Extension': 'creation,termination',
        'Tus-Max-Size': String(service.globalLimit),
      }),
    ),
  );

  app.post(BASE, async (c) => {
    try {
      sweep();
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
        try {
          userMetadata = JSON.parse(meta.metadata) as Record<string, unknown>;
        } catch {
          throw storageErrors.invalidRequest('metadata must be JSON');
        }
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
      await service.store.stageCreate(id);
      const cacheControl = meta.cacheControl || '3600';
      uploads.set(id, {
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
      const location = new URL(`${BASE}/${id}`, c.req.url).href;
      return c.body(null, 201, tusHeaders({ Location: location, 'Upload-Offset': '0' }));
    } catch (error) {
      await discardBody(c);
      return fail(c, error);
    }
  });

  /** Finds an upload the caller may continue. */
  const pendingFor = async (c: Context): Promise<{ upload: PendingUpload; caller: Caller }> => {
    const caller = await callerOf(c, ctx);
    const upload = uploads.get(c.req.param('id') ?? '');
    if (!upload) throw storageErrors.noSuchUpload();
    if (upload.principal !== principalOf(caller))
      throw storageErrors.accessDenied('upload belongs to another user');
    return { upload, caller };
  };

  // Hono routes HEAD through GET; a plain GET is no TUS request.
  app.get(`${BASE}/:id`, async (c) => {
    if (c.req.method !== 'HEAD') return fail(c, storageErrors.invalidRequest('use HEAD'));
    try {
      const { upload } = await pendingFor(c);
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
  });

  app.patch(`${BASE}/:id`, async (c) => {
    let claimed: PendingUpload | undefined;
    try {
      const { upload, caller } = await pendingFor(c);
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
      upload.expiresAt = ctx.clock.now() + UPLOAD_TTL_MS;
      const offset = await service.store.stageAppend(upload.id, bodyChunks(c), upload.length);
      if (offset === upload.length) await complete(upload, caller, c);
      return c.body(null, 204, tusHeaders({ 'Upload-Offset': String(offset) }));
    } catch (error) {
      await discardBody(c);
      return fail(c, error);
    } finally {
      if (claimed) claimed.busy = false;
    }
  });

  /** Turns the staged bytes into a blob and commits the row as the caller. */
  const complete = async (upload: PendingUpload, caller: Caller, c: Context) => {
    uploads.delete(upload.id);
    const blob = await service.store.stageCommit(upload.id);
    const { owner, ownerId } = ownerOf(caller.claims);
    const at = service.nowIso();
    let replaced: string | null;
    try {
      ({ replaced } = await ctx.db.withRequest(identityOf(caller, c), (tx) =>
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
  };

  app.delete(`${BASE}/:id`, async (c) => {
    try {
      const { upload } = await pendingFor(c);
      if (upload.busy) throw storageErrors.locked();
      uploads.delete(upload.id);
      await service.store.stageDrop(upload.id);
      return c.body(null, 204, tusHeaders());
    } catch (error) {
      return fail(c, error);
    }
  });

  ctx.onStop(async () => {
    for (const id of uploads.keys()) await service.store.stageDrop(id);
    uploads.clear();
  });
}
