import { TASK_TRASH_RETENTION_DAYS } from '@tandem/api-client';
import type { Task } from '@tandem/schemas';
import { IconButton } from '@tandem/ui/actions';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@tandem/ui/overlays';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { notifyRefusal } from '../lib/notify-refusal';
import { useTandem } from '../lib/use-tandem';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { offerDeleteUndo } from '../undo/delete-undo';
import { runMutation } from '../undo/run-mutation';

/** Props of {@link DeleteTaskButton}. */
export interface DeleteTaskButtonProps {
  task: Task;
  /** Called once the task is gone (close the panel, leave the page). */
  onDeleted: () => void;
}

/**
 * Deletes a task (admins and the owner) after a confirmation, and offers to bring it back with
 * its comments and attachments at once (toast "Undo", Ctrl/Cmd+Z on its board); later, from the
 * workspace's Trash, which keeps it for TASK_TRASH_RETENTION_DAYS.
 * The delete runs outside this button: the panel closes at once, and the answer still counts.
 */
export function DeleteTaskButton({ task, onDeleted }: DeleteTaskButtonProps) {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const mutations = useTandemMutations();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <IconButton label="Delete task" icon={<Trash2 />} size="sm" />
      </AlertDialogTrigger>
      <AlertDialogContent
        title={`Delete #${task.number}?`}
        description={`“${task.title}” and its comments and attachments will be gone for everyone. You can restore it from the Trash for ${TASK_TRASH_RETENTION_DAYS} days.`}
        confirmLabel="Delete task"
        destructive
        onConfirm={() => {
          onDeleted();
          runMutation(queryClient, mutations.tasks.delete(), task.id).then(
            () => offerDeleteUndo(tandem, queryClient, task),
            (error: unknown) => notifyRefusal(error, `Deleting #${task.number}`),
          );
        }}
      />
    </AlertDialog>
  );
}
