import { Banner } from '@tandem/ui/feedback';
import { DraftNotice, EditingBadge } from '@tandem/ui/task';
import { useBoardPresence } from '../live/board-presence';
import { useUnsentTaskIds } from '../unsent/use-unsent-task-ids';
import type { useMemberDirectory } from '../workspace-shell/use-member-directory';

/** Props of {@link TaskBanner}. */
export interface TaskBannerProps {
  taskId: string;
  selfId: string | undefined;
  people: ReturnType<typeof useMemberDirectory>['people'];
  /** Whether a title draft waits while the title is not being edited. */
  titleDraftKept: boolean;
  /** Opens the title with its draft. */
  onResumeTitleDraft: () => void;
  onDiscardTitleDraft: () => void;
}

/**
 * Under the task's title: changes to it not sent yet (offline), a kept title draft, and who else
 * is editing the task right now.
 */
export function TaskBanner({
  taskId,
  selfId,
  people,
  titleDraftKept,
  onResumeTitleDraft,
  onDiscardTitleDraft,
}: TaskBannerProps) {
  const { viewers } = useBoardPresence();
  const unsaved = useUnsentTaskIds().has(taskId);
  const editors = viewers.filter(
    (viewer) => viewer.editingTaskId === taskId && viewer.userId !== selfId,
  );
  return (
    <>
      {unsaved ? (
        <Banner tone="warning" title="Not saved yet.">
          You're offline: changes to this task will be sent when the connection is back. Keep this
          page open until then.
        </Banner>
      ) : null}
      {titleDraftKept ? (
        <DraftNotice what="title" onResume={onResumeTitleDraft} onDiscard={onDiscardTitleDraft} />
      ) : null}
      <EditingBadge
        names={editors.map((viewer) => people.get(viewer.userId)?.name ?? viewer.displayName)}
      />
    </>
  );
}
