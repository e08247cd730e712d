import type { MemberWithProfile } from '@tandem/api-client';
import { toast } from '@tandem/ui/feedback';
import { AlertDialog, AlertDialogContent } from '@tandem/ui/overlays';
import { useMutation } from '@tanstack/react-query';
import { useTandemMutations } from '../lib/use-tandem-mutations';

/** Props of {@link RemoveMemberDialog}. */
export interface RemoveMemberDialogProps {
  /** The member to remove; closed when `null`. */
  member: MemberWithProfile | null;
  /** Closes the dialog. */
  onClose: () => void;
}

/** Confirms removing someone from the workspace. */
export function RemoveMemberDialog({ member, onClose }: RemoveMemberDialogProps) {
  const remove = useMutation(useTandemMutations().members.remove());
  return (
    <AlertDialog open={member !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {member ? (
        <AlertDialogContent
          title={`Remove ${member.profile.display_name}?`}
          description="They lose access to every board of this workspace at once. You can invite them again later."
          confirmLabel="Remove member"
          destructive
          onConfirm={() =>
            remove.mutate(
              { workspaceId: member.workspace_id, userId: member.user_id },
              {
                onSuccess: () =>
                  toast.success(`${member.profile.display_name} was removed from the workspace.`),
              },
            )
          }
        />
      ) : null}
    </AlertDialog>
  );
}
