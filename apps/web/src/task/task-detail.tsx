import type { WorkspaceWithRole } from '@tandem/api-client';
import {
  COMMENT_BODY_MAX_LENGTH,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
  type Task,
} from '@tandem/schemas';
import { Button, IconButton } from '@tandem/ui/actions';
import { toast } from '@tandem/ui/feedback';
import {
  DraftNotice,
  EditableMarkdown,
  EditableTitle,
  EditingBadge,
  TaskDetailPanel,
  TaskDetailSkeleton,
} from '@tandem/ui/task';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Columns3, Maximize2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useBoardPresence, useTrackEditing } from '../live/board-presence';
import { useMemberDirectory } from '../workspace/use-member-directory';
import { useWorkspaceAccess } from '../workspace/use-workspace-access';
import { ConflictDialog } from './conflict-dialog';
import { DeleteTaskButton } from './delete-task-button';
import { TaskActivity } from './task-activity';
import { TaskAttachments } from './task-attachments';
import { TaskComments } from './task-comments';
import { useTaskDraft } from './task-drafts';
import { TaskProperties } from './task-properties';
import { TaskUnavailable } from './task-unavailable';
import { TaskWatchers } from './task-watchers';
import { useTaskLive } from './use-task-live';
import { useTaskSaver } from './use-task-saver';

/** Props of {@link TaskDetail}. */
export interface TaskDetailProps {
  taskNumber: number;
  /** In the board's panel: close it. Absent on the task's own page. */
  onClose?: () => void;
  /** The task was deleted from here. Default: `onClose`. */
  onDeleted?: () => void;
  /** Drawn as a card, for the task's own page. @default false */
  framed?: boolean;
}

/**
 * One task, as the board's side panel or its own page: title and markdown description
 * edited in place, properties, attachments, comments and history, all live; conflicts with
 * someone else's edit open the reload-or-overwrite dialog.
 */
export function TaskDetail({ taskNumber, onClose, onDeleted, framed }: TaskDetailProps) {
  const { workspace } = useWorkspaceAccess();
  const task = useQuery(useTandemQueries().tasks.byNumber(workspace.id, taskNumber));
  if (task.data) {
    return (
      <TaskView
        key={task.data.id}
        task={task.data}
        workspace={workspace}
        onClose={onClose}
        onDeleted={onDeleted ?? onClose}
        framed={framed}
      />
    );
  }
  if (task.isPending) return <TaskDetailSkeleton />;
  return <TaskUnavailable taskNumber={taskNumber} error={task.error} onClose={onClose} />;
}

/**
 * When the task's detail goes away (panel closed, another task opened) with unsaved text, says
 * that it is kept as a draft: a note, never a question that blocks closing.
 */
function useDraftsKeptNotice(taskNumber: number, drafts: (string | null)[]): void {
  const latest = useRef(drafts);
  latest.current = drafts;
  useEffect(
    () => () => {
      const [title, description, comment] = latest.current;
      const kept = [
        title !== null ? 'title' : null,
        description !== null ? 'description' : null,
        comment ? 'comment' : null,
      ].filter((field) => field !== null);
      if (kept.length === 0) return;
      toast(`Draft kept for #${taskNumber}`, {
        id: `draft-kept-${taskNumber}`,
        description: `Your unsaved ${new Intl.ListFormat('en').format(kept)} will be there when you open the task again.`,
      });
    },
    [taskNumber],
  );
}

interface TaskViewProps {
  framed?: boolean;
  task: Task;
  workspace: WorkspaceWithRole;
  onClose?: () => void;
  onDeleted?: () => void;
}

function TaskView({ task, workspace, onClose, onDeleted, framed }: TaskViewProps) {
  const { can } = useWorkspaceAccess();
  const queries = useTandemQueries();
  const user = useQuery(queries.user());
  const selfId = user.data?.id;
  const { people, mentionMembers, resolveMention } = useMemberDirectory(workspace.id);
  const { viewers } = useBoardPresence();
  const canEdit = can('content.contribute');
  const saver = useTaskSaver(task);
  // The others see "… is editing" while the title or the description is open for editing,
  // not while the panel merely shows the task.
  const [titleEditing, setTitleEditing] = useState(false);
  const [descriptionEditing, setDescriptionEditing] = useState(false);
  useTrackEditing(canEdit && (titleEditing || descriptionEditing) ? task.id : undefined);
  useTaskLive(task.id);

  // The version each in-place edit started from: a save by someone else since is a conflict.
  const titleBase = useRef(task.version);
  const descriptionBase = useRef(task.version);
  // Unsaved text survives closing the panel, other tasks and reloads (until the user is known,
  // the fields keep their own text).
  const titleDraft = useTaskDraft(selfId, task.id, 'title');
  const descriptionDraft = useTaskDraft(selfId, task.id, 'description');
  const commentDraft = useTaskDraft(selfId, task.id, 'comment');
  const kept = (draft: ReturnType<typeof useTaskDraft>) =>
    selfId ? { draft: draft[0], onDraftChange: draft[1] } : {};
  useDraftsKeptNotice(task.number, [titleDraft[0], descriptionDraft[0], commentDraft[0]]);
  const editors = viewers.filter(
    (viewer) => viewer.editingTaskId === task.id && viewer.userId !== selfId,
  );

  return (
    <>
      <TaskDetailPanel
        number={task.number}
        className="min-h-0 flex-1"
        framed={framed}
        title={
          <EditableTitle
            value={task.title}
            editable={canEdit}
            maxLength={TASK_TITLE_MAX_LENGTH}
            {...kept(titleDraft)}
            onEditStart={() => {
              titleBase.current = task.version;
              // At once, not after the editor's effect: the draft notice must not flash beside
              // the field it was kept from.
              setTitleEditing(true);
            }}
            onEditingChange={setTitleEditing}
            onSave={(title) => void saver.save({ title }, titleBase.current)}
          />
        }
        banner={
          <>
            {canEdit && titleDraft[0] !== null && !titleEditing ? (
              <DraftNotice what="title" onDiscard={() => titleDraft[1](null)} />
            ) : null}
            <EditingBadge
              names={editors.map((viewer) => people.get(viewer.userId)?.name ?? viewer.displayName)}
            />
          </>
        }
        actions={
          <>
            {can('content.delete-any') ? (
              <DeleteTaskButton task={task} onDeleted={() => onDeleted?.()} />
            ) : null}
            {onClose ? null : (
              <Button asChild variant="ghost" size="sm">
                <Link
                  to="/w/$slug/b/$boardId"
                  params={{ slug: workspace.slug, boardId: task.board_id }}
                  search={{ task: task.number }}
                >
                  <Columns3 aria-hidden="true" /> Show on the board
                </Link>
              </Button>
            )}
            {onClose ? (
              <>
                <Button asChild variant="ghost" size="sm">
                  <Link
                    to="/w/$slug/t/$number"
                    params={{ slug: workspace.slug, number: String(task.number) }}
                    aria-label="Open as a page"
                  >
                    <Maximize2 aria-hidden="true" />
                  </Link>
                </Button>
                <IconButton label="Close" icon={<X />} size="sm" onClick={onClose} />
              </>
            ) : null}
          </>
        }
        description={
          <EditableMarkdown
            value={task.description}
            editable={canEdit}
            members={mentionMembers}
            resolveMention={resolveMention}
            maxLength={TASK_DESCRIPTION_MAX_LENGTH}
            {...kept(descriptionDraft)}
            onEditStart={() => {
              descriptionBase.current = task.version;
            }}
            onEditingChange={setDescriptionEditing}
            onSave={(description) => saver.save({ description }, descriptionBase.current)}
          />
        }
        properties={
          <TaskProperties task={task} editable={canEdit} people={people} save={saver.save} />
        }
      >
        <TaskAttachments
          taskId={task.id}
          boardId={task.board_id}
          selfId={selfId}
          canUpload={canEdit}
          canDeleteAny={can('content.delete-any')}
        />
        <TaskWatchers taskId={task.id} people={people} selfId={selfId} />
        <TaskComments
          mentionMembers={mentionMembers}
          resolveMention={resolveMention}
          taskId={task.id}
          people={people}
          selfId={selfId}
          canComment={canEdit}
          canDeleteAny={can('content.delete-any')}
          composer={{ maxLength: COMMENT_BODY_MAX_LENGTH, ...kept(commentDraft) }}
        />
        <TaskActivity
          taskId={task.id}
          taskNumber={task.number}
          version={task.version}
          people={people}
        />
      </TaskDetailPanel>
      <ConflictDialog
        conflict={saver.conflict}
        nameOf={(userId) => people.get(userId)?.name ?? 'Someone'}
        onReloadTheirs={saver.reloadTheirs}
        onOverwrite={() => void saver.overwrite()}
      />
    </>
  );
}
