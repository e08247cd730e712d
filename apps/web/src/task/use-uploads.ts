import { isUploadCanceledError, toTandemError } from '@tandem/api-client';
import { tandemKeys } from '@tandem/api-client/react-query';
import { toast } from '@tandem/ui/feedback';
import type { AttachmentListItem } from '@tandem/ui/task';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTandem } from '../lib/use-tandem';

interface Upload {
  id: string;
  file: File;
  progress: number;
  status: 'uploading' | 'failed';
  error?: string;
  controller: AbortController;
}

/** What {@link useUploads} returns. */
export interface Uploads {
  /** Uploads in flight or failed, as rows of the attachment list. */
  rows: AttachmentListItem[];
  /** How many are under way (they count towards the per-task limit). */
  inFlight: number;
  start: (file: File) => void;
  cancel: (id: string) => void;
  retry: (id: string) => void;
  /** Forgets a failed upload. */
  dismiss: (id: string) => void;
}

/**
 * The task's uploads: each file with its progress, cancel (an AbortSignal: the unfinished
 * upload is deleted on the server), and retry after a failure (the resumable upload picks up
 * where the server's copy ends). A finished upload leaves the list and the task's attachments
 * are refetched. Leaving the task cancels what is still running.
 */
export function useUploads(taskId: string): Uploads {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const live = useRef(new Map<string, AbortController>());

  const patch = useCallback((id: string, change: Partial<Upload> | null) => {
    setUploads((current) =>
      change === null
        ? current.filter((upload) => upload.id !== id)
        : current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)),
    );
  }, []);

  const run = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      live.current.set(id, controller);
      setUploads((current) => {
        const others = current.filter((upload) => upload.id !== id);
        return [...others, { id, file, progress: 0, status: 'uploading', controller }];
      });
      tandem.attachments
        .upload({
          taskId,
          file,
          fileName: file.name,
          signal: controller.signal,
          onProgress: (sent, total) => patch(id, { progress: total ? sent / total : 0 }),
        })
        .then(
          async () => {
            await queryClient.invalidateQueries({ queryKey: tandemKeys.attachments(taskId) });
            patch(id, null);
          },
          (error: unknown) => {
            if (isUploadCanceledError(error)) {
              patch(id, null);
              return;
            }
            const tandemError = toTandemError(error);
            if (tandemError.code === 'storage/too-large') {
              toast.error(tandemError.message, { id: 'storage/too-large' });
            }
            patch(id, { status: 'failed', error: tandemError.message });
          },
        )
        .finally(() => live.current.delete(id));
    },
    [tandem, queryClient, taskId, patch],
  );

  useEffect(() => {
    const running = live.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return {
    rows: uploads.map((upload) => ({
      id: upload.id,
      fileName: upload.file.name,
      mimeType: upload.file.type || 'application/octet-stream',
      sizeBytes: upload.file.size,
      status: upload.status,
      progress: upload.progress,
      error: upload.error,
    })),
    inFlight: uploads.filter((upload) => upload.status === 'uploading').length,
    start: (file) => run(`upload-${crypto.randomUUID()}`, file),
    cancel: (id) => live.current.get(id)?.abort(),
    retry: (id) => {
      const upload = uploads.find((candidate) => candidate.id === id);
      if (upload) run(id, upload.file);
    },
    dismiss: (id) => patch(id, null),
  };
}
