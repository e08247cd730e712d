/**
 * The local bound on an Edge Function request's body: 20 MiB unless the surface is built with
 * another (see {@link functionsSurface}). Hosted Supabase publishes no figure of its own; a
 * function runs in 256 MB of memory, so the bound keeps a body well inside it.
 */
export const DEFAULT_FUNCTION_BODY_MAX_BYTES = 20 * 1024 * 1024;

/** Raised by {@link limitBody}'s stream once more than the limit has been read. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
  }
}

/** Whether the declared `Content-Length` is over `limit` (no body is read to know it). */
export function declaredTooLarge(request: Request, limit: number): boolean {
  const length = Number(request.headers.get('content-length') ?? '0');
  return Number.isFinite(length) && length > limit;
}

/**
 * `body` passed through as it streams, failing with {@link BodyTooLarge} as soon as more than
 * `limit` bytes went by (a chunked body declares no length), so no more is ever read.
 */
export function limitBody(body: ReadableStream<Uint8Array>, limit: number): ReadableStream {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new BodyTooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
}
