import type { TandemClient } from '@tandem/api-client';
import type { Attachment } from '@tandem/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { offerDeferredDeleteUndo } from '../undo/deferred-delete-undo';
import { DEFERRED_DELETE_MS, deferDelete, deferredDeleteKey } from '../undo/deferred-deletes';

/** What {@link deleteWithUndo} deletes, for whom, and where its undo applies. */
export interface AttachmentDeletion {
  attachment: Attachment;
  /** The user deleting it, whose held deletes the undo lists. */
  userId: string;
  taskId: string;
  /** The board where Ctrl/Cmd+Z takes the deletion back. */
  boardId: string;
}

/**
 * Deletes a file once the undo window has passed: it is hidden at once, and a toast (and
 * Ctrl/Cmd+Z on its board) takes the deletion back until then.
 */
export function deleteWithUndo(
  tandem: TandemClient,
  queryClient: QueryClient,
  { attachment, userId, taskId, boardId }: AttachmentDeletion,
): void {
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
}
