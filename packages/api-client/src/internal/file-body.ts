/** A file to upload: a `File` or `Blob` from the browser, or bytes (`Uint8Array`, `Buffer`). */
export type FileBody = Blob | File | Uint8Array;

/** Size of a file in bytes. */
export function sizeOf(file: FileBody): number {
  return file instanceof Uint8Array ? file.byteLength : file.size;
}

/** The MIME type given, else the one the browser recorded for a `Blob`, else empty. */
export function mimeTypeOf(file: FileBody, given: string | undefined): string {
  if (given !== undefined) return given;
  return file instanceof Uint8Array ? '' : file.type;
}
