import type { Attachment } from '@tandem/schemas';
import { TandemError } from '../errors/tandem-error.js';
import type { SupabaseParts } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { ATTACHMENTS_BUCKET } from './object-path.js';

/**
 * Deletes an attachment: its row, then its object. Row first, because the row is what the app
 * shows: should the object's removal fail, an unlisted file is left (harmless, readable only by
 * members who know its path), whereas the other order could leave a listed attachment whose file
 * is gone. The row's policy decides (the uploader, or an admin); the object's policy is the
 * same, so a refused row never reaches the object.
 */
export async function deleteAttachment(
  supabase: SupabaseParts,
  attachment: Pick<Attachment, 'id' | 'object_path'>,
): Promise<void> {
  const deleted = await unwrap(
    supabase.from('attachments').delete().eq('id', attachment.id).select('id'),
  );
  if (!deleted || deleted.length === 0) {
    // RLS turns a refused delete into "0 rows": tell a row the caller sees from a missing one.
    const visible = await unwrap(
      supabase.from('attachments').select('id').eq('id', attachment.id).maybeSingle(),
    );
    throw new TandemError(visible ? 'data/forbidden' : 'data/not-found');
  }
  const storage = await supabase.storage();
  await unwrap(storage.from(ATTACHMENTS_BUCKET).remove([attachment.object_path]));
}
