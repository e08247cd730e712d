import type { Context } from 'hono';
import { storageErrors } from '../errors.js';
import type { ObjectRow } from '../object-read.js';
import type { StorageService } from '../service.js';
import { imageError, renderImage, SOURCE_LIMITS } from './image.js';
import { type TransformOptions, transformSegments } from './transform-options.js';

/** Reads a blob into memory, refusing one larger than a source image may be. */
async function readSource(service: StorageService, row: ObjectRow): Promise<Buffer> {
  if (Number(row.metadata?.size ?? 0) > SOURCE_LIMITS.bytes) {
    throw imageError('The source image file is too large to process');
  }
  const stream = row.version ? await service.store.read(row.version) : undefined;
  if (!stream) throw storageErrors.noSuchKey();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** How a render answers besides the image: a signed URL's expiry replaces cache-control. */
export interface RenderAnswer {
  /** `Expires` of a signed URL (its token's `exp`, in seconds). */
  expiresAt?: number;
}

/**
 * Answers with `row`'s image transformed by `options`, with the headers storage-api's
 * renderer sends: the object's ETag and cache-control (or `Expires` for a signed URL),
 * `X-Transformations`, `X-Robots-Tag: none` and the `?download=` disposition.
 */
export async function sendRendered(
  service: StorageService,
  c: Context,
  row: ObjectRow,
  options: TransformOptions,
  answer: RenderAnswer = {},
): Promise<Response> {
  const source = await readSource(service, row);
  const image = await renderImage(source, options, c.req.header('accept') ?? '');
  const metadata = row.metadata ?? {};
  const headers = new Headers({
    'content-type': image.contentType,
    'content-length': String(image.data.length),
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'x-robots-tag': 'none',
    etag: String(metadata.eTag ?? ''),
    'last-modified': new Date(row.updated_at).toUTCString(),
  });
  if (answer.expiresAt !== undefined) {
    headers.set('expires', new Date(answer.expiresAt * 1000).toUTCString());
  } else {
    headers.set('cache-control', String(metadata.cacheControl ?? 'no-cache'));
  }
  const segments = transformSegments(options);
  if (segments.length > 0) headers.set('x-transformations', segments.join(','));
  const download = c.req.query('download');
  if (download !== undefined) {
    const name = encodeURIComponent(download);
    headers.set(
      'content-disposition',
      download === '' ? 'attachment;' : `attachment; filename=${name}; filename*=UTF-8''${name}`,
    );
  }
  const body = c.req.method === 'HEAD' ? null : new Uint8Array(image.data);
  return new Response(body, { status: 200, headers });
}
