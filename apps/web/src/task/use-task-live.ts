import { tandemKeys } from '@tandem/api-client/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTandem } from '../lib/use-tandem';
import { whenFirstLive } from '../lib/when-first-live';

/**
 * Follows a task's channel while mounted: comments, attachments and checklist items others
 * add, edit or remove refetch those lists (and the task's history), and so do the first join (what was read
 * before it may have missed a change) and a rejoin after a gap.
 */
export function useTaskLive(taskId: string): void {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (key: readonly unknown[]) => () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: tandemKeys.taskActivity(taskId) });
    };
    const comments = refresh(tandemKeys.comments(taskId));
    const attachments = refresh(tandemKeys.attachments(taskId));
    const checklist = () =>
      void queryClient.invalidateQueries({ queryKey: tandemKeys.checklist(taskId) });
    const catchUp = () => {
      comments();
      attachments();
      checklist();
    };
    const subscription = tandem.realtime.subscribeTask(taskId, {
      onCommentInserted: comments,
      onCommentUpdated: comments,
      onCommentDeleted: comments,
      onAttachmentInserted: attachments,
      onAttachmentDeleted: attachments,
      onChecklistItemInserted: checklist,
      onChecklistItemUpdated: checklist,
      onChecklistItemDeleted: checklist,
      onStatus: whenFirstLive(catchUp),
      onResync: catchUp,
    });
    return () => void subscription.unsubscribe();
  }, [tandem, queryClient, taskId]);
}
