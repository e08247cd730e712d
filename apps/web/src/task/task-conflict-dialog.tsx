import type { BoardPerson } from '@tandem/ui/board';
import { ConflictDialog } from './conflict-dialog';
import { keepTextAsDrafts } from './conflict-drafts';
import type { useTaskEditing } from './use-task-editing';
import type { TaskSaver } from './use-task-saver';

/** Props of {@link TaskConflictDialog}. */
export interface TaskConflictDialogProps {
  saver: TaskSaver;
  editing: ReturnType<typeof useTaskEditing>;
  people: ReadonlyMap<string, BoardPerson>;
}

/**
 * The task's reload-or-overwrite dialog: reloading their version keeps the user's text as
 * drafts; overwriting saves the user's over theirs.
 */
export function TaskConflictDialog({ saver, editing, people }: TaskConflictDialogProps) {
  return (
    <ConflictDialog
      conflict={saver.conflict}
      nameOf={(userId) => people.get(userId)?.name ?? 'Someone'}
      onReloadTheirs={() => {
        keepTextAsDrafts(saver.conflict, {
          title: editing.titleDraft[1],
          description: editing.descriptionDraft[1],
        });
        saver.reloadTheirs();
      }}
      onOverwrite={() => void saver.overwrite()}
    />
  );
}
