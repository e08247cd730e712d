import { ATTACHMENTS_PER_TASK_MAX } from '@tandem/schemas';
import { toast } from '@tandem/ui/feedback';
import { FileDropzone } from '@tandem/ui/task';

/** Props of {@link AttachmentDropzone}. */
export interface AttachmentDropzoneProps {
  /** How many more files the task can take. */
  room: number;
  /** Starts uploading one accepted file. */
  onFile: (file: File) => void;
}

/**
 * Where files are dropped or picked: off once the task is full, files past its room refused
 * with a toast, and a file over the size limit named in a toast (the zone names the rest).
 */
export function AttachmentDropzone({ room, onFile }: AttachmentDropzoneProps) {
  return (
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
        for (const file of accepted) onFile(file);
      }}
      onReject={(rejections) => {
        const tooLarge = rejections.find((rejection) => rejection.code === 'storage/too-large');
        if (tooLarge) toast.error(tooLarge.message, { id: 'storage/too-large' });
      }}
    />
  );
}
