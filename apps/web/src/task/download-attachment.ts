import type { TandemClient } from '@tandem/api-client';
import type { Attachment } from '@tandem/schemas';
import { notifyError } from '../lib/notify-error';

/** Downloads a file through a signed URL, under its own name; a failure is a toast. */
export async function downloadAttachment(
  tandem: TandemClient,
  attachment: Attachment,
): Promise<void> {
  try {
    const url = await tandem.attachments.downloadUrl(attachment, {
      download: attachment.file_name,
    });
    const link = document.createElement('a');
    link.href = url;
    link.rel = 'noopener';
    link.click();
  } catch (error) {
    notifyError(error);
  }
}
