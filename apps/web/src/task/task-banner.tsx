import { DraftNotice, EditingBadge } from '@tandem/ui/task';
import { useBoardPresence } from '../live/board-presence';
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

/** Under the task's title: a kept title draft, and who else is editing the task right now. */
export function TaskBanner({
  taskId,
  selfId,
  people,
  titleDraftKept,
  onResumeTitleDraft,
  onDiscardTitleDraft,
}: TaskBannerProps) {
  const { viewers } = useBoardPresence();
  const editors = viewers.filter(
    (viewer) => viewer.editingTaskId === taskId && viewer.userId !== selfId,
  );
  return (
    <>
      {titleDraftKept ? (
        <DraftNotice what="title" onResume={onResumeTitleDraft} onDiscard={onDiscardTitleDraft} />
      ) : null}
      <EditingBadge
        names={editors.map((viewer) => people.get(viewer.userId)?.name ?? viewer.displayName)}
      />
    </>
  );
}
