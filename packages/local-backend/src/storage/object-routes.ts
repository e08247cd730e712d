import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import type { Tx } from '../db/engine.js';
import { storageErrors } from './errors.js';
import {
  bucketAndKey,
  type Caller,
  callerOf,
  discardBody,
  guarded,
  identityOf,
  ownerOf,
} from './http.js';
import { validateObjectKey } from './names.js';
import { probeWrite, type WriteMode } from './object-rows.js';
import type { BucketRow, StorageService } from './service.js';
import { checkUploadKey, type RunTx, storeUpload, withUploadSource } from './upload.js';

const BASE = '/storage/v1';

/** An object's row as the read paths need it. */
export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

const OBJECT_COLUMNS =
  'id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

/** Reads one object's row in `tx` (the caller's SELECT policy applies unless it is the owner role). */
export async function selectObject(
  tx: Tx,
  bucket: string,
  key: string,
): Promise<ObjectRow | undefined> {
  const result = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, key],
  );
  return result.rows[0];
}

function runAs(service: StorageService, caller: Caller, c: Context): RunTx {
  const identity = identityOf(caller, c);
  return (fn) => service.ctx.db.withRequest(identity, fn);
}

function httpDate(value: unknown): string {
  const date = new Date(value as string);
  return Number.isNaN(date.getTime()) ? new Date().toUTCString() : date.toUTCString();
}

/** `bytes=a-b` against a size; `undefined` for no (or an ignorable) range. */
function parseRange(header: string | undefined, size: number) {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) throw storageErrors.invalidRange();
  return { start, end };
}

/**
 * Answers with an object's bytes, streamed from the blob store, with Storage's headers
 * (type, length, cache-control, eTag, last-modified), ranges and `?download=` disposition.
 */
export async function sendObject(
  service: StorageService,
  c: Context,
  row: ObjectRow,
): Promise<Response> {
  const metadata = row.metadata ?? {};
  const size = Number(metadata.size ?? 0);
  const eTag = String(metadata.eTag ?? '');
  const headers = new Headers({
    'content-type': String(metadata.mimetype ?? 'application/octet-stream'),
    'cache-control': String(metadata.cacheControl ?? 'no-cache'),
    etag: eTag,
    'last-modified': httpDate(row.updated_at),
    'accept-ranges': 'bytes',
  });
  if (typeof metadata.contentEncoding === 'string') {
    headers.set('content-encoding', metadata.contentEncoding);
  }
  const download = new URL(c.req.url).searchParams.get('download');
  if (download !== null) {
    const filename = download || row.name.split('/').pop() || 'download';
    headers.set(
      'content-disposition',
      `attachment; filename=${encodeURIComponent(filename)}; filename*=UTF-8''${encodeURIComponent(filename)}`,
    );
  }
  if (eTag && c.req.header('if-none-match') === eTag) {
    return new Response(null, { status: 304, headers });
  }
  const range = parseRange(c.req.header('range'), size);
  const length = range ? range.end - range.start + 1 : size;
  headers.set('content-length', String(length));
  if (range) headers.set('content-range', `bytes ${range.start}-${range.end}/${size}`);
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  if (!row.version) throw storageErrors.noSuchKey();
  const stream = await service.store.read(row.version, range);
  if (!stream) throw storageErrors.noSuchKey();
  return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers });
}

/** The object info answer (`GET /object/info/…`), before storage-js camelises it. */
function infoOf(row: ObjectRow) {
  const metadata = row.metadata ?? {};
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    bucket_id: row.bucket_id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    content_encoding: metadata.contentEncoding ?? null,
    etag: metadata.eTag ?? null,
    last_modified: row.updated_at,
    created_at: row.created_at,
    metadata: row.user_metadata ?? {},
  };
}

function uploadMode(c: Context): WriteMode {
  if (c.req.method === 'PUT') return 'update';
  return c.req.header('x-upsert') === 'true' ? 'upsert' : 'insert';
}

async function readAsCaller(
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
 * Mounts info, public and authenticated downloads; returns the function that mounts the
 * catch-all upload/update/download routes, to be called after every other route.
 */
export function mountObjectRoutes(app: Hono, service: StorageService): () => void {
  const { ctx } = service;

  // Upload (POST) and update (PUT): RLS is checked with a rolled-back write before any byte
  // is read, so a refused caller never streams a large body into the store.
  const upload = guarded(ctx, async (c) => {
    const caller = await callerOf(c, ctx).catch(async (error) => {
      await discardBody(c);
      throw error;
    });
    const { bucket, key } = bucketAndKey(c, `${BASE}/object/`);
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
  });

  app.get(
    `${BASE}/object/info/*`,
    guarded(ctx, async (c) => {
      let { bucket, key } = bucketAndKey(c, `${BASE}/object/info/`);
      // `/object/info/authenticated/…` and `/object/info/public/…` name the same object.
      if (bucket === 'authenticated' || bucket === 'public') {
        ({ bucket, key } = bucketAndKey(c, `${BASE}/object/info/${bucket}/`));
      }
      const row = await readAsCaller(service, c, bucket, key);
      return c.json(infoOf(row));
    }),
  );

  // Public URLs skip SELECT policies, but only for buckets marked public.
  const publicRead = guarded(ctx, async (c) => {
    const { bucket, key } = bucketAndKey(c, `${BASE}/object/public/`);
    validateObjectKey(key);
    const row = await service.bucket(bucket);
    if (!row.public) throw storageErrors.noSuchBucket();
    const object = await ctx.db.withAdmin((tx) => selectObject(tx, bucket, key));
    if (!object) throw storageErrors.noSuchKey();
    return sendObject(service, c, object);
  });
  // Hono serves HEAD through GET routes (body dropped); sendObject skips opening the bytes.
  app.get(`${BASE}/object/public/*`, publicRead);

  const authenticatedRead = (prefix: string) =>
    guarded(ctx, async (c) => {
      const { bucket, key } = bucketAndKey(c, prefix);
      const row = await readAsCaller(service, c, bucket, key);
      return sendObject(service, c, row);
    });
  app.get(`${BASE}/object/authenticated/*`, authenticatedRead(`${BASE}/object/authenticated/`));

  // The catch-all `/object/{bucket}/{key}` routes must come after every more specific
  // `/object/…` route (list, sign, move, TUS, …): the first matching route answers.
  const read = authenticatedRead(`${BASE}/object/`);
  return () => {
    app.post(`${BASE}/object/*`, upload);
    app.put(`${BASE}/object/*`, upload);
    app.get(`${BASE}/object/*`, read);
  };
}
