import type { Comment } from '@tandem/schemas';
import { AlertDialog, AlertDialogContent } from '@tandem/ui/overlays';

/** Props of {@link DeleteCommentDialog}. */
export interface DeleteCommentDialogProps {
  /** The comment to confirm deleting; `null`: closed. */
  comment: Comment | null;
  onClose: () => void;
  onConfirm: (comment: Comment) => void;
}

/** "Delete this comment?": it then shows as "comment deleted" for everyone. */
export function DeleteCommentDialog({ comment, onClose, onConfirm }: DeleteCommentDialogProps) {
  return (
    <AlertDialog open={comment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent
        title="Delete this comment?"
        description="It will show as “comment deleted” for everyone."
        confirmLabel="Delete comment"
        destructive
        onConfirm={() => {
          if (comment) onConfirm(comment);
          onClose();
        }}
      />
    </AlertDialog>
  );
}
