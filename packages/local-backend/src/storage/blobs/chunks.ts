import { createHash } from 'node:crypto';
import { storageErrors } from '../errors.js';

/** Storage's eTag of bytes hashed so far: the quoted hex MD5. */
export function quotedMd5(hash: ReturnType<typeof createHash>): string {
  return `"${hash.digest('hex')}"`;
}

/** Storage's eTag of a buffer. */
export function eTagOf(data: Uint8Array): string {
  return quotedMd5(createHash('md5').update(data));
}

/** A blob larger than the limit: drain the rest so the response still reaches the client. */
async function drain(iterator: AsyncIterator<Uint8Array>): Promise<void> {
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
  }
}

/**
 * The chunks of `source` while the total (starting at `startSize`) stays within `maxBytes`.
 * Past the limit the rest of the source is drained and `EntityTooLarge` thrown, so the
 * caller stores nothing and the client still reads the answer.
 */
export async function* withinLimit(
  source: AsyncIterable<Uint8Array>,
  startSize: number,
  maxBytes: number,
): AsyncGenerator<Uint8Array> {
  let size = startSize;
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    if (size + next.value.length > maxBytes) {
      await drain(iterator);
      throw storageErrors.entityTooLarge();
    }
    size += next.value.length;
    yield next.value;
  }
}
