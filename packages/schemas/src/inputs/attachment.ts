import * as z from 'zod/mini';
import { uuidSchema } from '../fields/columns.js';
import { requiredTextSchema } from '../fields/text.js';
import {
  ATTACHMENT_MAX_BYTES,
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  FILE_NAME_MAX_LENGTH,
} from '../limits.js';

/** MIME type of a file whose type the browser could not tell (`File.type` is then empty). */
export const UNKNOWN_MIME_TYPE = 'application/octet-stream';

// type "/" subtype with the characters RFC 6838 allows in names, then optional parameters.
const MIME_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;.*)?$/;

const fileNameSchema = requiredTextSchema('File name', FILE_NAME_MAX_LENGTH);

function sizeSchema(maxBytes: number, tooLarge: string) {
  return z
    .int({ error: 'File size must be a whole number of bytes' })
    .check(
      z.nonnegative({ error: 'File size cannot be negative' }),
      z.lte(maxBytes, { error: tooLarge }),
    );
}

/**
 * What is known of a file before it is uploaded as a task attachment: name, MIME type (empty
 * becomes {@link UNKNOWN_MIME_TYPE}, as browsers leave `File.type` empty for unknown files)
 * and size, at most `ATTACHMENT_MAX_BYTES`.
 */
export const attachmentMetadataInputSchema = z.object({
  task_id: uuidSchema,
  file_name: fileNameSchema,
  mime_type: z.pipe(
    z.pipe(
      z.string({ error: 'File type must be text' }).check(z.trim(), z.toLowerCase()),
      z.transform((value: string) => (value === '' ? UNKNOWN_MIME_TYPE : value)),
    ),
    z.string().check(z.regex(MIME_PATTERN, { error: 'File type is not a valid MIME type' })),
  ),
  size_bytes: sizeSchema(ATTACHMENT_MAX_BYTES, 'File must be at most 25 MiB'),
});

/** Parsed attachment metadata. */
export interface AttachmentMetadataInput extends z.infer<typeof attachmentMetadataInputSchema> {}

/**
 * What is known of an avatar image before it is uploaded: name, MIME type (one of
 * `AVATAR_MIME_TYPES`) and size, at most `AVATAR_MAX_BYTES`.
 */
export const avatarMetadataInputSchema = z.object({
  file_name: fileNameSchema,
  mime_type: z.pipe(
    z
      .string({ error: 'Avatar must be a PNG, JPEG, WebP or GIF image' })
      .check(z.trim(), z.toLowerCase()),
    z.enum(AVATAR_MIME_TYPES, { error: 'Avatar must be a PNG, JPEG, WebP or GIF image' }),
  ),
  size_bytes: sizeSchema(AVATAR_MAX_BYTES, 'Avatar must be at most 2 MiB'),
});

/** Parsed avatar metadata. */
export interface AvatarMetadataInput extends z.infer<typeof avatarMetadataInputSchema> {}
