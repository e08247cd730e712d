import { isBrowser } from '../internal/environment.js';
import type { FileBody } from '../internal/file-body.js';

/**
 * The file as tus-js-client's build for this environment reads it: a `Blob` in browsers, a
 * `Buffer` in Node (whose build reads only buffers and streams).
 */
export async function tusInput(file: FileBody): Promise<Blob | Buffer> {
  if (isBrowser() || typeof Buffer === 'undefined') {
    return file instanceof Uint8Array ? new Blob([file as Uint8Array<ArrayBuffer>]) : file;
  }
  if (file instanceof Uint8Array) return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  return Buffer.from(await file.arrayBuffer());
}

/** How much of a file its fingerprint reads: enough to tell files apart, cheap to hash. */
const FINGERPRINT_BYTES = 64 * 1024;

/**
 * A fingerprint for resuming: the task, the name, the size and a hash of the first 64 KiB. It is
 * the same in every environment (tus-js-client's own differs between Node and browsers, and has
 * none for bytes in a browser), and one file attached to two tasks gets two uploads.
 */
export async function fingerprintOf(
  file: Blob | Buffer,
  scope: { taskId: string; fileName: string },
): Promise<string> {
  const head =
    file instanceof Blob
      ? await file.slice(0, FINGERPRINT_BYTES).arrayBuffer()
      : file.subarray(0, FINGERPRINT_BYTES);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', head as BufferSource);
  const hash = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
  const size = file instanceof Blob ? file.size : file.byteLength;
  return ['tandem-attachment', scope.taskId, encodeURIComponent(scope.fileName), size, hash].join(
    ':',
  );
}
