import { ATTACHMENTS_PER_TASK_MAX, type Attachment } from '@tandem/schemas';
import { toast } from '@tandem/ui/feedback';
import { AttachmentList, FileDropzone, TaskSection } from '@tandem/ui/task';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../lib/notify-error';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { offerDeferredDeleteUndo } from '../undo/deferred-delete-undo';
import {
  attachmentDeleteKey,
  DEFERRED_DELETE_MS,
  deferDelete,
  deferredDeleteKey,
} from '../undo/deferred-deletes';
import { useDeferredDeleteKeys } from '../undo/use-deferred-deletes';
import { useUploads } from './use-uploads';

/** Thumbnails are rendered by Storage: 128 px squares, shown at 64 px for sharp screens. */
const THUMBNAIL = { width: 128, height: 128, resize: 'cover' } as const;

/**
 * Small previews of the task's images, each from a signed URL that Storage resizes. The
 * URL lives 60 s, so it is signed again when older than 50 s rather than reused.
 */
function ImagePreviews({ images }: { images: Attachment[] }) {
  const tandem = useTandem();
  const urls = useQueries({
    queries: images.map((image) => ({
      queryKey: ['attachment-thumbnail', image.id],
      queryFn: () => tandem.attachments.downloadUrl(image, { transform: THUMBNAIL }),
      staleTime: 50_000,
    })),
  });
  const shown = images.flatMap((image, index) => {
    const url = urls[index]?.data;
    return url ? [{ image, url }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Image previews" className="flex flex-wrap gap-2">
      {shown.map(({ image, url }) => (
        <li key={image.id}>
          <img
            src={url}
            alt={image.file_name}
            width={64}
            height={64}
            className="size-16 rounded-md object-cover"
            // A file typed as an image that Storage cannot render shows no broken picture.
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
          />
        </li>
      ))}
    </ul>
  );
}

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

  const remove = (attachment: Attachment, userId: string) => {
    const entry = {
      kind: 'attachment',
      userId,
      dueAt: Date.now() + DEFERRED_DELETE_MS,
      taskId,
      attachment: { id: attachment.id, object_path: attachment.object_path },
    } as const;
    deferDelete(tandem, queryClient, entry);
    offerDeferredDeleteUndo({
      key: deferredDeleteKey(entry),
      scope: boardId,
      deleted: `Deleted ${attachment.file_name}`,
      what: `the deletion of ${attachment.file_name}`,
      restored: `Restored ${attachment.file_name}.`,
    });
  };

  const download = async (attachment: Attachment) => {
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
  };

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
          if (attachment) void download(attachment);
        }}
        onRemove={
          canUpload || canDeleteAny
            ? (id) => {
                const attachment = byId.get(id);
                if (!attachment) uploads.dismiss(id);
                else if (selfId) remove(attachment, selfId);
              }
            : undefined
        }
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
      />
      {canUpload ? (
        <FileDropzone
          disabled={room <= 0}
          label={
            room <= 0
              ? `This task has ${ATTACHMENTS_PER_TASK_MAX} attachments, the most it can have`
              : undefined
          }
          onFiles={(files) => {
            const accepted = files.slice(0, Math.max(0, room));
            if (accepted.length < files.length) {
              toast.error(`A task can have at most ${ATTACHMENTS_PER_TASK_MAX} attachments.`);
            }
            for (const file of accepted) uploads.start(file);
          }}
          onReject={(rejections) => {
            const tooLarge = rejections.find((rejection) => rejection.code === 'storage/too-large');
            if (tooLarge) toast.error(tooLarge.message, { id: 'storage/too-large' });
          }}
        />
      ) : stored.length === 0 ? (
        <p>No attachments.</p>
      ) : null}
    </TaskSection>
  );
}
