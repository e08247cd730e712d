import { TASK_TITLE_MAX_LENGTH, type Task } from '@tandem/schemas';
import { EditableTitle, type EditableTitleHandle } from '@tandem/ui/task';
import type { Ref } from 'react';
import type { useTaskEditing } from './use-task-editing';
import type { TaskSaver } from './use-task-saver';

/** Props of {@link TaskTitleField}. */
export interface TaskTitleFieldProps {
  ref: Ref<EditableTitleHandle>;
  task: Task;
  editable: boolean;
  /** The task's editing state: the title's base version and its kept draft. */
  editing: ReturnType<typeof useTaskEditing>;
  save: TaskSaver['save'];
}

/**
 * The task's title, edited in place: an edit is saved against the version it started from,
 * and a draft kept from an earlier edit comes back in the field.
 */
export function TaskTitleField({ ref, task, editable, editing, save }: TaskTitleFieldProps) {
  const { titleBase, titleDraft, kept } = editing;
  return (
    <EditableTitle
      ref={ref}
      value={task.title}
      editable={editable}
      maxLength={TASK_TITLE_MAX_LENGTH}
      {...kept(titleDraft)}
      onEditStart={() => {
        titleBase.current = task.version;
        // At once, not after the editor's effect: the draft notice must not flash beside
        // the field it was kept from.
        editing.setTitleEditing(true);
      }}
      onEditingChange={editing.setTitleEditing}
      onSave={(title) => void save({ title }, titleBase.current)}
    />
  );
}
