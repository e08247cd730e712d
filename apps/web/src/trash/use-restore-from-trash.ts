import { TASK_TRASH_RETENTION_DAYS } from '@tandem/api-client';
import { useMutation } from '@tanstack/react-query';
import { notifyRefusedWrite } from '../lib/notify-refused-write';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { toastRestored } from './restored-toast';

/** The deleted task a Restore button brings back. */
export interface RestoreTarget {
  task_id: string;
  number: number;
  board_name: string;
}

/** What {@link useRestoreFromTrash} returns. */
export interface RestoreFromTrash {
  restore: (target: RestoreTarget) => Promise<boolean>;
  /** The task being restored, while its request runs (for the button's spinner). */
  restoringId: string | undefined;
}

/**
 * Restores a task from the Trash of workspace `slug` and says so with a link to it; a refusal
 * (someone restored it already, its board was archived) is told in a toast. The mutation puts
 * the task back on its cached board and refreshes the Trash.
 */
export function useRestoreFromTrash(slug: string): RestoreFromTrash {
  const mutation = useMutation(useTandemMutations().tasks.restore());
  return {
    restoringId: mutation.isPending ? mutation.variables : undefined,
    restore: async (target) => {
      try {
        const task = await mutation.mutateAsync(target.task_id);
        toastRestored(task, { slug, boardName: target.board_name });
        return true;
      } catch (error) {
        notifyRefusedWrite(error, {
          title: `#${target.number} could not be restored`,
          conflict: 'Someone changed it meanwhile.',
          notFound: `It is no longer in the Trash: restored by someone else, or past its ${TASK_TRASH_RETENTION_DAYS} days.`,
        });
        return false;
      }
    },
  };
}
