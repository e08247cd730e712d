import type { Task } from '@tandem/schemas';
import { useRef, useState } from 'react';
import { useTrackEditing } from '../live/board-presence';
import { useTaskDraft } from './task-drafts';
import { useDraftsKeptNotice } from './use-drafts-kept-notice';

/**
 * The in-place editing of a task's title and description: whether each is open (the others
 * see "… is editing" meanwhile, not while the panel merely shows the task), the version each
 * edit started from, and the drafts of the title, description and comment.
 */
export function useTaskEditing(task: Task, selfId: string | undefined, canEdit: boolean) {
  // The others see "… is editing" while the title or the description is open for editing,
  // not while the panel merely shows the task.
  const [titleEditing, setTitleEditing] = useState(false);
  const [descriptionEditing, setDescriptionEditing] = useState(false);
  useTrackEditing(canEdit && (titleEditing || descriptionEditing) ? task.id : undefined);

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
  return {
    titleEditing,
    setTitleEditing,
    setDescriptionEditing,
    titleBase,
    descriptionBase,
    titleDraft,
    descriptionDraft,
    commentDraft,
    kept,
  };
}
