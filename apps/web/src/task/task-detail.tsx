import type { WorkspaceWithRole } from '@tandem/api-client';
import type { Task } from '@tandem/schemas';
import { Button, IconButton } from '@tandem/ui/actions';
import {
  EditableMarkdown,
  EditableTitle,
  EditingBadge,
  TaskDetailPanel,
  TaskDetailSkeleton,
} from '@tandem/ui/task';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Columns3, Maximize2, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useBoardPresence, useTrackEditing } from '../board/board-presence';
import { useWorkspaceAccess } from '../board/use-workspace';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useMemberDirectory } from '../workspace/use-member-directory';
import { ConflictDialog } from './conflict-dialog';
import { DeleteTaskButton } from './delete-task-button';
import { TaskActivity } from './task-activity';
import { TaskAttachments } from './task-attachments';
import { TaskComments } from './task-comments';
import { TaskProperties } from './task-properties';
import { TaskUnavailable } from './task-unavailable';
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
  const queries = useTandemQueries();
  const user = useQuery(queries.user());
  const selfId = user.data?.id;
  const { people } = useMemberDirectory(workspace.id);
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
            onEditStart={() => {
              titleBase.current = task.version;
            }}
            onEditingChange={setTitleEditing}
            onSave={(title) => void saver.save({ title }, titleBase.current)}
          />
        }
        banner={
          <EditingBadge
            names={editors.map((viewer) => people.get(viewer.userId)?.name ?? viewer.displayName)}
          />
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
          workspaceId={workspace.id}
          selfId={selfId}
          canUpload={canEdit}
          canDeleteAny={can('content.delete-any')}
        />
        <TaskComments
          taskId={task.id}
          people={people}
          selfId={selfId}
          canComment={canEdit}
          canDeleteAny={can('content.delete-any')}
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
