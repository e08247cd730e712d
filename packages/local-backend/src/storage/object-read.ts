import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { Tx } from '../db/engine.js';
import { storageErrors } from './errors.js';
import { servedContentType } from './served-type.js';
import type { StorageService } from './service.js';

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
    'content-type': servedContentType(
      typeof metadata.mimetype === 'string' ? metadata.mimetype : undefined,
    ),
    // Browsers must not guess a more dangerous type than the one sent.
    'x-content-type-options': 'nosniff',
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
export function infoOf(row: ObjectRow) {
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
