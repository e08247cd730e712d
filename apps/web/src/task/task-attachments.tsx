import { ATTACHMENTS_PER_TASK_MAX, type Attachment } from '@tandem/schemas';
import { AttachmentList, TaskSection } from '@tandem/ui/task';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { attachmentDeleteKey } from '../undo/deferred-deletes';
import { useDeferredDeleteKeys } from '../undo/use-deferred-deletes';
import { AttachmentDropzone } from './attachment-dropzone';
import { deleteWithUndo } from './delete-attachment';
import { downloadAttachment } from './download-attachment';
import { ImagePreviews } from './image-previews';
import { useUploads } from './use-uploads';

/** Props of {@link TaskAttachments}. */
export interface TaskAttachmentsProps {
  taskId: string;
  /** The task's board: Ctrl/Cmd+Z there takes back a deleted file. */
  boardId: string;
  /** The signed-in user, whose own files they may delete. */
  selfId: string | undefined;
  /** Members and up upload, and delete their own. */
  canUpload: boolean;
  /** Admins delete any. */
  canDeleteAny: boolean;
}

/**
 * The task's files: drop or pick files (≤ 25 MiB each, ≤ 20 per task; refusals named under
 * the zone and `storage/too-large` as a toast), progress per file with cancel and retry,
 * thumbnails of images, download through a signed URL, delete (one's own; any for admins)
 * with an undo: the file goes once the undo window has passed.
 */
export function TaskAttachments({
  taskId,
  boardId,
  selfId,
  canUpload,
  canDeleteAny,
}: TaskAttachmentsProps) {
  const tandem = useTandem();
  const attachments = useQuery(useTandemQueries().attachments.list(taskId));
  const queryClient = useQueryClient();
  const held = useDeferredDeleteKeys();
  const uploads = useUploads(taskId);
  // A file whose delete is held for undo is already gone as far as the person can tell.
  const stored = (attachments.data ?? []).filter(
    (attachment) => !held.has(attachmentDeleteKey(attachment.id)),
  );
  const byId = new Map<string, Attachment>(stored.map((attachment) => [attachment.id, attachment]));
  const room = ATTACHMENTS_PER_TASK_MAX - stored.length - uploads.inFlight;

  return (
    <TaskSection title="Attachments" count={stored.length}>
      <ImagePreviews images={stored.filter((item) => item.mime_type.startsWith('image/'))} />
      <AttachmentList
        items={[
          ...stored.map((attachment) => ({
            id: attachment.id,
            fileName: attachment.file_name,
            mimeType: attachment.mime_type,
            sizeBytes: attachment.size_bytes,
            removable: canDeleteAny || (canUpload && attachment.uploaded_by === selfId),
          })),
          ...uploads.rows,
        ]}
        onDownload={(id) => {
          const attachment = byId.get(id);
          if (attachment) void downloadAttachment(tandem, attachment);
        }}
        onRemove={
          canUpload || canDeleteAny
            ? (id) => {
                const attachment = byId.get(id);
                if (!attachment) uploads.dismiss(id);
                else if (selfId) {
                  deleteWithUndo(tandem, queryClient, {
                    attachment,
                    userId: selfId,
                    taskId,
                    boardId,
                  });
                }
              }
            : undefined
        }
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
      />
      {canUpload ? (
        <AttachmentDropzone room={room} onFile={uploads.start} />
      ) : stored.length === 0 ? (
        <p>No attachments.</p>
      ) : null}
    </TaskSection>
  );
}
