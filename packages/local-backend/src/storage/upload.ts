import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { Tx } from '../db/engine.js';
import { parseJsonObject } from '../http/json-object.js';
import { storageErrors } from './errors.js';
import { bodyChunks, discardBody } from './http.js';
import { mimeTypeAllowed, validateObjectKey } from './names.js';
import { type ObjectWrite, systemMetadata, type WriteMode, writeObjectRow } from './object-rows.js';
import type { BucketRow, StorageService } from './service.js';

/** One upload's bytes and the headers or form fields that describe them. */
export interface UploadSource {
  mimetype: string;
  cacheControl: string;
  contentEncoding: string | undefined;
  userMetadata: Record<string, unknown> | null;
  chunks: AsyncIterable<Uint8Array>;
}

/** Runs a callback in a transaction as whoever the upload acts for. */
export type RunTx = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/** Who an upload is written as and which row it commits. */
export interface UploadTarget {
  bucket: string;
  key: string;
  mode: WriteMode;
  owner: string | null;
  ownerId: string | null;
  /** The transaction the row is written in: the caller's (RLS) or the owner role's. */
  runTx: RunTx;
  /** The bucket's row when the caller already read it. Default: read it again. */
  bucketRow?: BucketRow;
}

function parseUserMetadata(json: string | undefined): Record<string, unknown> | null {
  if (json === undefined || json === '') return null;
  const parsed = parseJsonObject(json);
  if (parsed.ok) return parsed.value;
  throw storageErrors.invalidRequest('metadata must be a JSON object');
}

/** storage-js sends `cacheControl: '3600'` in forms and `max-age=3600` in headers. */
function normaliseCacheControl(value: string | undefined): string {
  if (!value) return 'no-cache';
  return /^\d+$/.test(value) ? `max-age=${value}` : value;
}

/**
 * Streams a multipart body through busboy: form fields first (storage-js sends them before
 * the file), then the first file part, whatever its field name (storage-js names it `''`).
 */
function withMultipart<T>(c: Context, onFile: (source: UploadSource) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let result: Promise<T> | undefined;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': c.req.header('content-type') ?? '' },
        limits: { files: 1, fieldSize: 1024 * 1024 },
      });
    } catch {
      reject(storageErrors.invalidRequest('malformed multipart body'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      try {
        result = onFile({
          mimetype: info.mimeType || 'application/octet-stream',
          cacheControl: normaliseCacheControl(fields.cacheControl),
          contentEncoding: fields.contentEncoding,
          userMetadata: parseUserMetadata(fields.metadata),
          chunks: stream,
        });
      } catch (error) {
        result = Promise.reject(error);
      }
      // A refusal before the bytes were read must still let the form finish parsing.
      result.catch(() => stream.resume());
    });
    const body = c.req.raw.body;
    const input = body ? Readable.fromWeb(body as never) : Readable.from([]);
    pipeline(input, parser).then(
      () => {
        if (!result) reject(storageErrors.invalidRequest('No file found in the form'));
        else result.then(resolve, reject);
      },
      (error) => {
        if (result) result.then(resolve, reject);
        else reject(storageErrors.invalidRequest(`malformed multipart body: ${String(error)}`));
      },
    );
  });
}

/** The upload source of a raw (non-multipart) body, described by its headers. */
function rawSource(c: Context): UploadSource {
  const encoded = c.req.header('x-metadata');
  let metadataJson: string | undefined;
  if (encoded) metadataJson = Buffer.from(encoded, 'base64').toString('utf8');
  return {
    mimetype: c.req.header('content-type') || 'application/octet-stream',
    cacheControl: normaliseCacheControl(c.req.header('cache-control')),
    contentEncoding: c.req.header('content-encoding'),
    userMetadata: parseUserMetadata(metadataJson),
    chunks: bodyChunks(c),
  };
}

/**
 * Reads an upload's body as a stream, whichever form it came in.
 */
export function withUploadSource<T>(
  c: Context,
  onSource: (source: UploadSource) => Promise<T>,
): Promise<T> {
  const type = c.req.header('content-type') ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) return withMultipart(c, onSource);
  let source: UploadSource;
  try {
    source = rawSource(c);
  } catch (error) {
    return discardBody(c).then(() => Promise.reject(error));
  }
  return onSource(source);
}

/** Drains the bytes of a refused upload so the answer still reaches the client. */
async function drainSource(source: UploadSource): Promise<void> {
  try {
    for await (const _chunk of source.chunks) {
      // Dropped on purpose.
    }
  } catch {
    // The client went away.
  }
}

/**
 * Stores one uploaded object: checks the bucket's MIME types, streams the bytes into a new
 * durable blob (size-limited), then commits the row in the target's transaction; the blob is
 * removed if the row does not commit, and the version it replaced once it has.
 */
export async function storeUpload(
  service: StorageService,
  target: UploadTarget,
  source: UploadSource,
): Promise<{ id: string; key: string }> {
  const bucket =
    target.bucketRow ??
    (await service.bucket(target.bucket).catch(async (error) => {
      await drainSource(source);
      throw error;
    }));
  if (!mimeTypeAllowed(source.mimetype, bucket.allowed_mime_types)) {
    await drainSource(source);
    throw storageErrors.invalidMimeType(source.mimetype);
  }
  const blob = await service.store.write(source.chunks, service.limitFor(bucket));
  const at = service.nowIso();
  const write: ObjectWrite = {
    bucket: target.bucket,
    key: target.key,
    version: blob.version,
    metadata: systemMetadata({
      eTag: blob.eTag,
      size: blob.size,
      mimetype: source.mimetype,
      cacheControl: source.cacheControl,
      contentEncoding: source.contentEncoding,
      lastModified: at,
    }),
    userMetadata: source.userMetadata,
    owner: target.owner,
    ownerId: target.ownerId,
    at,
  };
  let written: Awaited<ReturnType<typeof writeObjectRow>>;
  try {
    written = await target.runTx((tx) => writeObjectRow(tx, write, target.mode));
  } catch (error) {
    await service.store.remove(blob.version);
    throw error;
  }
  if (written.replaced) await service.store.remove(written.replaced);
  return { id: written.id, key: `${target.bucket}/${target.key}` };
}

/** Validates a key for an upload, draining the body when it is refused. */
export async function checkUploadKey(c: Context, key: string): Promise<void> {
  try {
    validateObjectKey(key);
  } catch (error) {
    await discardBody(c);
    throw error;
  }
}
