import type { WorkspaceWithRole } from '@tandem/api-client';
import { tandemKeys } from '@tandem/api-client/react-query';
import { Button } from '@tandem/ui/actions';
import { toast } from '@tandem/ui/feedback';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@tandem/ui/overlays';
import { SettingsRow } from '@tandem/ui/workspace';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTandem } from '../lib/use-tandem';
import { departOnPurpose } from '../workspace-shell/departures';

/**
 * "Leave workspace" (everyone but the owner). The page leaves for the list first: once the
 * membership is gone, this workspace's queries can only answer "not found".
 */
export function LeaveWorkspaceRow({ workspace }: { workspace: WorkspaceWithRole }) {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Not the api-client's mutationOptions: they refetch everything, this workspace included.
  const leave = useMutation({ mutationFn: () => tandem.members.leave(workspace.id) });
  return (
    <SettingsRow
      title="Leave workspace"
      description="You lose access to its boards until someone invites you again."
      action={
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button loading={leave.isPending}>Leave workspace</Button>
          </AlertDialogTrigger>
          <AlertDialogContent
            title={`Leave ${workspace.name}?`}
            description="You lose access to its boards, tasks and activity at once."
            confirmLabel="Leave workspace"
            destructive
            onConfirm={() => {
              const undoDeparture = departOnPurpose(workspace.id);
              leave.mutate(undefined, {
                onError: undoDeparture,
                onSuccess: async () => {
                  await navigate({ to: '/workspaces', replace: true });
                  // Off the workspace's pages its channel is left; a later removal is announced again.
                  undoDeparture();
                  queryClient.removeQueries({ queryKey: tandemKeys.workspace(workspace.slug) });
                  void queryClient.invalidateQueries({ queryKey: tandemKeys.workspaces() });
                  toast.success(`You left ${workspace.name}.`);
                },
              });
            }}
          />
        </AlertDialog>
      }
    />
  );
}
