import {
  ATTACHMENTS_PER_TASK_MAX,
  type Attachment,
  attachmentMetadataInputSchema,
  attachmentSchema,
} from '@tandem/schemas';
import type { UrlStorage } from 'tus-js-client';
import { toTandemError } from '../errors/map-error.js';
import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { type FileBody, mimeTypeOf, sizeOf } from '../internal/file-body.js';
import { currentAccessToken } from '../internal/session.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow } from '../internal/validate.js';
import { validateFile } from '../internal/validate-file.js';
import { ATTACHMENTS_BUCKET, attachmentObjectPath, taskFolder } from './object-path.js';
import { fingerprintOf, tusInput } from './upload-source.js';

/** Progress of an upload: bytes the server has, of the file's size. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/** Input of `attachments.upload`. */
export interface UploadAttachmentInput {
  /** The task the file is attached to (its workspace is looked up). */
  taskId: string;
  /** The file: a `File`/`Blob` in browsers, bytes anywhere. At most 25 MiB. */
  file: FileBody;
  /** The name shown for the file (1–255 characters). */
  fileName: string;
  /**
   * Its MIME type. Default: the `Blob`'s `type`, else `application/octet-stream`.
   */
  mimeType?: string;
  /**
   * Called as bytes reach the server, with `(sent, total)`: never decreasing, the last call
   * being `(total, total)`. Default: none.
   */
  onProgress?: (sent: number, total: number) => void;
  /**
   * Cancels the upload: the unfinished upload is deleted on the server and the promise rejects
   * with `UploadCanceledError` (an `AbortError`, not a `TandemError`). Default: none.
   */
  signal?: AbortSignal;
  /**
   * Waits before each retry when a request fails (dropped connection, server busy), in ms; each
   * retry resumes where the server's copy ends. When they run out the upload rejects (mostly
   * `network/offline`) and a later upload of the same file to the same task resumes it.
   * Default `[0, 1000, 3000, 5000]`.
   */
  retryDelays?: number[];
}

/** Retries of a failed request before an upload gives up. */
const DEFAULT_RETRY_DELAYS = [0, 1000, 3000, 5000];

/**
 * Uploads a file resumably (TUS, 6 MiB chunks) into the task's folder of the `attachments`
 * bucket, then records it in `public.attachments`: the row is written only once the object
 * exists (supabase/README.md, "The product rules held here"). Should the row be refused (the 21st attachment, a race with another
 * upload), the object is removed again, so no file exists without its row.
 */
export async function uploadAttachment(
  context: ClientContext,
  urlStorage: UrlStorage | undefined,
  input: UploadAttachmentInput,
): Promise<Attachment> {
  const metadata = validateFile(
    attachmentMetadataInputSchema,
    {
      task_id: input.taskId,
      file_name: input.fileName,
      mime_type: mimeTypeOf(input.file, input.mimeType),
      size_bytes: sizeOf(input.file),
    },
    { typeRestricted: false },
  );
  const { supabase } = context;
  const [workspaceId] = await Promise.all([
    workspaceOfTask(context, metadata.task_id),
    refuseWhenFull(context, metadata.task_id),
  ]);

  const file = await tusInput(input.file);
  const folder = taskFolder(workspaceId, metadata.task_id);
  // Loaded on the first upload: the TUS client is a fifth of the app's start-up script, and
  // most visits upload nothing.
  const { tusUpload } = await import('./tus-upload.js');
  const { objectPath } = await tusUpload({
    endpoint: `${context.url.replace(/\/$/, '')}/storage/v1/upload/resumable`,
    apikey: context.key,
    accessToken: () => currentAccessToken(supabase),
    file,
    bucket: ATTACHMENTS_BUCKET,
    objectPath: attachmentObjectPath(workspaceId, metadata.task_id, metadata.file_name),
    folder,
    contentType: metadata.mime_type,
    fingerprint: await fingerprintOf(file, {
      taskId: metadata.task_id,
      fileName: metadata.file_name,
    }),
    retryDelays: input.retryDelays ?? DEFAULT_RETRY_DELAYS,
    urlStorage,
    onProgress: input.onProgress,
    signal: input.signal,
  });

  try {
    const row = await unwrapOne(
      supabase
        .from('attachments')
        .insert({
          task_id: metadata.task_id,
          // Overwritten from the task by a trigger; sent because the column is required.
          workspace_id: workspaceId,
          object_path: objectPath,
          file_name: metadata.file_name,
          mime_type: metadata.mime_type,
          size_bytes: metadata.size_bytes,
        })
        .select()
        .maybeSingle(),
    );
    return parseRow(attachmentSchema, row);
  } catch (error) {
    await (await supabase.storage())
      .from(ATTACHMENTS_BUCKET)
      .remove([objectPath])
      .catch(() => undefined);
    throw error;
  }
}

/**
 * The workspace of a task, the first folder of its attachments' paths: `data/not-found` when
 * the caller cannot see the task.
 */
async function workspaceOfTask(context: ClientContext, taskId: string): Promise<string> {
  const row = await unwrapOne(
    context.supabase.from('tasks').select('workspace_id').eq('id', taskId).maybeSingle(),
  );
  return row.workspace_id;
}

/**
 * Refuses a 21st attachment before its bytes are sent. The database has the last word (two
 * uploads may pass this check together); this only spares a pointless upload.
 */
async function refuseWhenFull(context: ClientContext, taskId: string): Promise<void> {
  const { count, error, status } = await context.supabase
    .from('attachments')
    .select('id', { count: 'exact', head: true })
    .eq('task_id', taskId);
  if (error) throw toTandemError(error, status);
  if ((count ?? 0) >= ATTACHMENTS_PER_TASK_MAX) {
    const message = `A task can have at most ${ATTACHMENTS_PER_TASK_MAX} attachments.`;
    throw new TandemError('data/invalid', { message, fieldErrors: { file: [message] } });
  }
}
