import * as z from 'zod/mini';
import { timestampSchema, uuidSchema } from '../fields/columns.js';
import { textColumnSchema } from '../fields/text.js';
import { ATTACHMENT_MAX_BYTES, FILE_NAME_MAX_LENGTH } from '../limits.js';

/** A row of `public.attachments`, written only once its object exists in storage. */
export const attachmentSchema = z.object({
  id: uuidSchema,
  task_id: uuidSchema,
  workspace_id: uuidSchema,
  /** Path inside the private `attachments` bucket: `<workspace_id>/<task_id>/<uuid>-<file_name>`. */
  object_path: z.string().check(z.minLength(1)),
  file_name: textColumnSchema('File name', 1, FILE_NAME_MAX_LENGTH),
  mime_type: z.string().check(z.minLength(1)),
  size_bytes: z.int().check(z.nonnegative(), z.lte(ATTACHMENT_MAX_BYTES)),
  /** Who uploaded it; `null` once their account is deleted. */
  uploaded_by: z.nullable(uuidSchema),
  created_at: timestampSchema,
});

/** A row of `public.attachments`. */
export interface Attachment extends z.infer<typeof attachmentSchema> {}
