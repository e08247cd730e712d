import type { Attachment } from '@tandem/schemas';
import type { UrlStorage } from 'tus-js-client';
import type { ClientContext } from '../internal/context.js';
import { isBrowser } from '../internal/environment.js';
import { canStoreUrls } from './can-store-urls.js';
import { deleteAttachment } from './delete.js';
import { attachmentDownloadUrl, type DownloadUrlOptions } from './download-url.js';
import { listAttachments } from './list.js';
import { type UploadAttachmentInput, uploadAttachment } from './upload.js';
import { createMemoryUrlStorage } from './url-storage.js';

export type { DownloadUrlOptions, ImageTransform } from './download-url.js';
export type { UploadAttachmentInput, UploadProgress } from './upload.js';
export { isUploadCanceledError, UploadCanceledError } from './upload-canceled-error.js';

/** The `attachments` namespace of the client. */
export type AttachmentsApi = ReturnType<typeof createAttachmentsApi>;

/** Builds the `attachments` namespace over the shared client context. */
export function createAttachmentsApi(context: ClientContext) {
  const { supabase } = context;
  // Browsers remember unfinished uploads in localStorage (tus-js-client's default there), so
  // they resume after a reload; elsewhere, for the life of the client.
  const urlStorage: UrlStorage | undefined =
    isBrowser() && canStoreUrls() ? undefined : createMemoryUrlStorage();
  return {
    /**
     * Uploads a file to a task, resumably, and returns its row. Checked first: ≤ 25 MiB
     * (`storage/too-large`), a name and a MIME type (`data/invalid`), fewer than 20 attachments
     * on the task (`data/invalid`); viewers are refused by the server (`data/forbidden`), and
     * a task the caller cannot see is `data/not-found` (its workspace is looked up first).
     * A canceled upload rejects with {@link UploadCanceledError}.
     *
     * @example
     * ```ts
     * const controller = new AbortController();
     * const attachment = await tandem.attachments.upload({
     *   taskId, file, fileName: file.name,
     *   onProgress: (sent, total) => setProgress(sent / total),
     *   signal: controller.signal,
     * });
     * ```
     */
    upload(input: UploadAttachmentInput): Promise<Attachment> {
      return uploadAttachment(context, urlStorage, input);
    },
    /** The attachments of a task, oldest first. */
    list(taskId: string): Promise<Attachment[]> {
      return listAttachments(supabase, taskId);
    },
    /**
     * A signed URL to download an attachment (or an object path), valid 60 s by default;
     * `transform` makes it an image's thumbnail. Members only: anyone else gets
     * `data/not-found`.
     */
    downloadUrl(
      attachment: Pick<Attachment, 'object_path'> | string,
      options?: DownloadUrlOptions,
    ): Promise<string> {
      return attachmentDownloadUrl(supabase, attachment, options);
    },
    /**
     * Deletes an attachment and its file: the uploader's own, or any for admins; others get
     * `data/forbidden`, a missing one `data/not-found`.
     */
    delete(attachment: Pick<Attachment, 'id' | 'object_path'>): Promise<void> {
      return deleteAttachment(supabase, attachment);
    },
  };
}
