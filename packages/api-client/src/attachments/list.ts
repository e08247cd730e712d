import { type Attachment, attachmentSchema, uuidSchema } from '@tandem/schemas';
import type { SupabaseParts } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRows, validateInput } from '../internal/validate.js';

/**
 * The attachments of a task, oldest first. A task the caller cannot see has none (RLS hides
 * rows, so hidden and empty look alike).
 */
export async function listAttachments(
  supabase: SupabaseParts,
  taskId: string,
): Promise<Attachment[]> {
  const rows = await unwrap(
    supabase
      .from('attachments')
      .select('*')
      .eq('task_id', validateInput(uuidSchema, taskId))
      .order('created_at')
      .order('id'),
  );
  return parseRows(attachmentSchema, rows ?? []);
}
