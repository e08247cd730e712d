import type { WorkspaceWithRole } from '@tandem/api-client';
import { TASK_DESCRIPTION_MAX_LENGTH, type Task } from '@tandem/schemas';
import {
  EditableMarkdown,
  type EditableTitleHandle,
  TaskDetailPanel,
  TaskDetailSkeleton,
} from '@tandem/ui/task';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useMemberDirectory } from '../workspace-shell/use-member-directory';
import { useWorkspaceAccess } from '../workspace-shell/use-workspace-access';
import { TaskBanner } from './task-banner';
import { TaskConflictDialog } from './task-conflict-dialog';
import { TaskHeaderActions } from './task-header-actions';
import { TaskProperties } from './task-properties';
import { TaskSections } from './task-sections';
import { TaskTitleField } from './task-title-field';
import { TaskUnavailable } from './task-unavailable';
import { useTaskEditing } from './use-task-editing';
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

interface TaskViewProps {
  framed?: boolean;
  task: Task;
  workspace: WorkspaceWithRole;
  onClose?: () => void;
  onDeleted?: () => void;
}

function TaskView({ task, workspace, onClose, onDeleted, framed }: TaskViewProps) {
  const { can } = useWorkspaceAccess();
  const user = useQuery(useTandemQueries().user());
  const selfId = user.data?.id;
  const { people, mentionMembers, resolveMention } = useMemberDirectory(workspace.id);
  const canEdit = can('content.contribute');
  const saver = useTaskSaver(task);
  useTaskLive(task.id);
  const editing = useTaskEditing(task, selfId, canEdit);
  const { descriptionBase, titleDraft, kept } = editing;
  const titleField = useRef<EditableTitleHandle>(null);

  return (
    <>
      <TaskDetailPanel
        number={task.number}
        className="min-h-0 flex-1"
        framed={framed}
        title={
          <TaskTitleField
            ref={titleField}
            task={task}
            editable={canEdit}
            editing={editing}
            save={saver.save}
          />
        }
        banner={
          <TaskBanner
            taskId={task.id}
            selfId={selfId}
            people={people}
            titleDraftKept={canEdit && titleDraft[0] !== null && !editing.titleEditing}
            onResumeTitleDraft={() => titleField.current?.edit()}
            onDiscardTitleDraft={() => titleDraft[1](null)}
          />
        }
        actions={
          <TaskHeaderActions
            task={task}
            workspace={workspace}
            canDelete={can('content.delete-any')}
            onClose={onClose}
            onDeleted={onDeleted}
          />
        }
        description={
          <EditableMarkdown
            value={task.description}
            editable={canEdit}
            members={mentionMembers}
            resolveMention={resolveMention}
            maxLength={TASK_DESCRIPTION_MAX_LENGTH}
            {...kept(editing.descriptionDraft)}
            onEditStart={() => {
              descriptionBase.current = task.version;
            }}
            onEditingChange={editing.setDescriptionEditing}
            onSave={(description) => saver.save({ description }, descriptionBase.current)}
          />
        }
        properties={
          <TaskProperties task={task} editable={canEdit} people={people} save={saver.save} />
        }
      >
        <TaskSections
          task={task}
          selfId={selfId}
          people={people}
          mentionMembers={mentionMembers}
          resolveMention={resolveMention}
          canEdit={canEdit}
          canDeleteAny={can('content.delete-any')}
          commentDraft={kept(editing.commentDraft)}
        />
      </TaskDetailPanel>
      <TaskConflictDialog saver={saver} editing={editing} people={people} />
    </>
  );
}
