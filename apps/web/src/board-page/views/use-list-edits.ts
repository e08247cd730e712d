import type { BoardTaskRow, TaskChanges } from '@tandem/api-client';
import type { BoardStateMoveHandler, TaskListEdit } from '@tandem/ui/board';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { notifyRefusal } from '../../lib/notify-refusal';
import { useTandem } from '../../lib/use-tandem';
import { useTandemMutations } from '../../lib/use-tandem-mutations';
import { offerEditUndoOnceSaved } from '../../undo/edit-undo';

/** A list cell's change as the task edit that saves it. */
function changesOf(edit: Exclude<TaskListEdit, { stateId: string }>): TaskChanges {
  if ('title' in edit) return { title: edit.title };
  if ('priority' in edit) return { priority: edit.priority };
  if ('assigneeId' in edit) return { assigneeId: edit.assigneeId };
  return { dueDate: edit.dueDate };
}

/**
 * Saves the list view's in-place edits: a new state is a move to the bottom of that state
 * (checked, announced and undoable as a drag is); any other field is a task edit based on the
 * version the list showed, applied optimistically, with "Undo" (also Ctrl/Cmd+Z) and a toast
 * when the server refuses it.
 */
export function useListEdits(
  tasks: ReadonlyArray<BoardTaskRow>,
  moveToState: BoardStateMoveHandler,
): (taskId: string, edit: TaskListEdit) => void {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(useTandemMutations().tasks.update());
  const latest = useRef(tasks);
  latest.current = tasks;

  return useCallback(
    (taskId, edit) => {
      if ('stateId' in edit) {
        moveToState({ taskId, stateId: edit.stateId, aboveId: null, belowId: null });
        return;
      }
      const before = latest.current.find((task) => task.id === taskId);
      if (!before) return;
      const changes = changesOf(edit);
      const saving = mutateAsync({ taskId, changes, expectedVersion: before.version });
      saving.catch((error: unknown) => notifyRefusal(error, `Changing #${before.number}`));
      offerEditUndoOnceSaved(tandem, queryClient, before, changes, saving);
    },
    [moveToState, mutateAsync, tandem, queryClient],
  );
}
