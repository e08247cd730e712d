import { storageErrors } from './errors.js';
import { mimeTypeAllowed } from './names.js';
import type { BucketRow, StorageService } from './service.js';

/**
 * Refuses an object `bucket` would not accept: a type outside `allowed_mime_types` (415) or
 * more bytes than its `file_size_limit` (413). Copies and moves into a bucket go through it
 * exactly as an upload there does, so no object reaches a bucket around its rules.
 */
export function assertBucketAccepts(
  service: StorageService,
  bucket: BucketRow,
  object: { mimetype: string; size: number },
): void {
  if (!mimeTypeAllowed(object.mimetype, bucket.allowed_mime_types)) {
    throw storageErrors.invalidMimeType(object.mimetype);
  }
  if (object.size > service.limitFor(bucket)) throw storageErrors.entityTooLarge();
}

/** The type and size of a stored object, from its `metadata`, for {@link assertBucketAccepts}. */
export function storedShape(metadata: Record<string, unknown> | null | undefined): {
  mimetype: string;
  size: number;
} {
  const mimetype = metadata?.mimetype;
  return {
    mimetype: typeof mimetype === 'string' && mimetype ? mimetype : 'application/octet-stream',
    size: Number(metadata?.size ?? 0),
  };
}
