import type { Board } from '@tandem/schemas';
import { toast } from '@tandem/ui/feedback';
import { AlertDialog, AlertDialogContent } from '@tandem/ui/overlays';
import { useMutation } from '@tanstack/react-query';
import { useTandemMutations } from '../lib/use-tandem-mutations';

/** Props of {@link ArchiveBoardDialog}. */
export interface ArchiveBoardDialogProps {
  /** The board to archive; closed when `null`. */
  board: Board | null;
  /** Closes the dialog. */
  onClose: () => void;
}

/** Confirms archiving a board; archived boards leave the list but keep their tasks. */
export function ArchiveBoardDialog({ board, onClose }: ArchiveBoardDialogProps) {
  const archive = useMutation(useTandemMutations().boards.archive());
  return (
    <AlertDialog open={board !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {board ? (
        <AlertDialogContent
          title={`Archive ${board.name}?`}
          description="The board leaves the list for everyone. Its tasks are kept."
          confirmLabel="Archive board"
          destructive
          onConfirm={() =>
            archive.mutate(
              { boardId: board.id, workspaceId: board.workspace_id },
              { onSuccess: () => toast.success(`${board.name} was archived.`) },
            )
          }
        />
      ) : null}
    </AlertDialog>
  );
}
