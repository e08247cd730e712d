import { COMMENT_BODY_MAX_LENGTH, type Task } from '@tandem/schemas';
import type { useMemberDirectory } from '../workspace-shell/use-member-directory';
import { TaskActivity } from './task-activity';
import { TaskAttachments } from './task-attachments';
import { TaskChecklist } from './task-checklist';
import { TaskComments } from './task-comments';
import { TaskWatchers } from './task-watchers';

type MemberDirectory = ReturnType<typeof useMemberDirectory>;

/** Props of {@link TaskSections}. */
export interface TaskSectionsProps {
  task: Task;
  selfId: string | undefined;
  people: MemberDirectory['people'];
  mentionMembers: MemberDirectory['mentionMembers'];
  resolveMention: MemberDirectory['resolveMention'];
  canEdit: boolean;
  canDeleteAny: boolean;
  /** The comment box's draft, when the user is known. */
  commentDraft: { draft?: string | null; onDraftChange?: (draft: string | null) => void };
}

/**
 * Under a task's properties: its checklist, its files, who watches it, its comments and its
 * history.
 */
export function TaskSections({
  task,
  selfId,
  people,
  mentionMembers,
  resolveMention,
  canEdit,
  canDeleteAny,
  commentDraft,
}: TaskSectionsProps) {
  return (
    <>
      <TaskChecklist task={task} canEdit={canEdit} />
      <TaskAttachments
        taskId={task.id}
        boardId={task.board_id}
        selfId={selfId}
        canUpload={canEdit}
        canDeleteAny={canDeleteAny}
      />
      <TaskWatchers taskId={task.id} people={people} selfId={selfId} />
      <TaskComments
        mentionMembers={mentionMembers}
        resolveMention={resolveMention}
        taskId={task.id}
        people={people}
        selfId={selfId}
        canComment={canEdit}
        canDeleteAny={canDeleteAny}
        composer={{ maxLength: COMMENT_BODY_MAX_LENGTH, ...commentDraft }}
      />
      <TaskActivity
        taskId={task.id}
        taskNumber={task.number}
        version={task.version}
        people={people}
      />
    </>
  );
}
