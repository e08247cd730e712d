import { tandemMutations } from '@tandem/api-client/react-query';
import type { Task } from '@tandem/schemas';
import { IconButton } from '@tandem/ui/actions';
import { toast } from '@tandem/ui/feedback';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@tandem/ui/overlays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTandem } from '../lib/use-tandem';

/** Props of {@link DeleteTaskButton}. */
export interface DeleteTaskButtonProps {
  task: Task;
  /** Called once the task is gone (close the panel, leave the page). */
  onDeleted: () => void;
}

/** Deletes a task (admins and the owner) after a confirmation. */
export function DeleteTaskButton({ task, onDeleted }: DeleteTaskButtonProps) {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const remove = useMutation(
    useMemo(() => tandemMutations(tandem, queryClient).tasks.delete(), [tandem, queryClient]),
  );
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <IconButton label="Delete task" icon={<Trash2 />} size="sm" />
      </AlertDialogTrigger>
      <AlertDialogContent
        title={`Delete #${task.number}?`}
        description={`“${task.title}” and its comments and attachments will be gone for everyone. This cannot be undone.`}
        confirmLabel="Delete task"
        destructive
        onConfirm={() => {
          onDeleted();
          remove.mutate(task.id, {
            onSuccess: () => toast.success(`Deleted #${task.number}`),
          });
        }}
      />
    </AlertDialog>
  );
}
