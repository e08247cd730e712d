import { isTandemError, type TaskChanges, toTandemError } from '@tandem/api-client';
import type { Task } from '@tandem/schemas';
import { toast } from '@tandem/ui/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTandem } from '../lib/use-tandem';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { offerEditUndoOnceSaved } from '../undo/edit-undo';
import { useUndoKey } from '../undo/use-undo-key';

export type { TaskChanges } from '@tandem/api-client';

/** An edit the server refused because someone else changed the task first. */
export interface TaskConflict {
  /** What this user tried to save. */
  mine: TaskChanges;
  /** The task as the server holds it now (`error.current`). */
  theirs: Task;
}

/** What {@link useTaskSaver} returns. */
export interface TaskSaver {
  /**
   * Saves `changes` as an edit of the task at `basedOn` (the version the user saw when they
   * started editing; default: the current one). Resolves `true` when saved.
   */
  save: (changes: TaskChanges, basedOn?: number) => Promise<boolean>;
  /** The refused edit waiting for "reload theirs" or "overwrite with mine", if any. */
  conflict: TaskConflict | null;
  /** Keeps their version (already in the cache) and drops this user's edit. */
  reloadTheirs: () => void;
  /** Sends this user's edit again, on top of their version. */
  overwrite: () => Promise<boolean>;
}

/**
 * Saves edits of one task with the version they were based on (the client rebases them over
 * this tab's own saves and moves, and runs them one after another), and turns `data/conflict` into a
 * pending conflict for the dialog. The mutation updates the cache optimistically and puts the
 * server's row back when refused. A saved edit of the title, description, priority, assignee,
 * due date or labels can be taken back (toast "Undo", Ctrl/Cmd+Z on the board).
 */
export function useTaskSaver(task: Task): TaskSaver {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(useTandemMutations().tasks.update());
  const [conflict, setConflict] = useState<TaskConflict | null>(null);
  const latestVersion = useRef(task.version);
  latestVersion.current = task.version;
  const latestTask = useRef(task);
  latestTask.current = task;
  // Where edits are saved, Ctrl/Cmd+Z takes the last one back.
  useUndoKey(task.board_id);
  const taskId = task.id;

  const save = useCallback(
    async (changes: TaskChanges, basedOn?: number): Promise<boolean> => {
      const expectedVersion = basedOn ?? latestVersion.current;
      const before = latestTask.current;
      try {
        const saving = mutateAsync({ taskId, changes, expectedVersion });
        offerEditUndoOnceSaved(tandem, queryClient, before, changes, saving);
        await saving;
        return true;
      } catch (error) {
        if (isTandemError(error, 'data/conflict') && error.current) {
          setConflict({ mine: changes, theirs: error.current as Task });
        } else {
          const tandemError = toTandemError(error);
          // Toast and banner errors were shown by the QueryClient already.
          if (tandemError.display !== 'toast' && tandemError.display !== 'banner') {
            toast.error("The change wasn't saved", { description: tandemError.message });
          }
        }
        return false;
      }
    },
    [mutateAsync, taskId, tandem, queryClient],
  );

  const reloadTheirs = useCallback(() => setConflict(null), []);
  const overwrite = useCallback(async () => {
    if (!conflict) return false;
    setConflict(null);
    return save(conflict.mine, conflict.theirs.version);
  }, [conflict, save]);

  return { save, conflict, reloadTheirs, overwrite };
}
