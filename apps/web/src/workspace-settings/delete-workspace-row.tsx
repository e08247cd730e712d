import type { WorkspaceWithRole } from '@tandem/api-client';
import { tandemKeys } from '@tandem/api-client/react-query';
import { Button } from '@tandem/ui/actions';
import { toast } from '@tandem/ui/feedback';
import { AlertDialog, AlertDialogTrigger, TypedConfirmDialogContent } from '@tandem/ui/overlays';
import { SettingsRow } from '@tandem/ui/workspace';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { departOnPurpose } from '../workspace-shell/departures';

/** "Delete workspace" (the owner only), confirmed by typing the workspace's slug. */
export function DeleteWorkspaceRow({ workspace }: { workspace: WorkspaceWithRole }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation(useTandemMutations().workspaces.delete());
  const [open, setOpen] = useState(false);
  return (
    <SettingsRow
      title="Delete workspace"
      description="Every board, task, comment and file of this workspace is deleted for everyone. This cannot be undone."
      action={
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogTrigger asChild>
            <Button variant="danger">Delete workspace</Button>
          </AlertDialogTrigger>
          {open ? (
            <TypedConfirmDialogContent
              title={`Delete ${workspace.name}?`}
              description="Every board, task, comment and file of this workspace is deleted for everyone. This cannot be undone."
              confirmText={workspace.slug}
              confirmLabel="Delete workspace"
              loading={remove.isPending}
              onConfirm={() => {
                const undoDeparture = departOnPurpose(workspace.id);
                remove.mutate(workspace.id, {
                  onSuccess: async () => {
                    await navigate({ to: '/workspaces', replace: true });
                    // Off the workspace's pages its channel is left; a later removal is announced again.
                    undoDeparture();
                    queryClient.removeQueries({ queryKey: tandemKeys.workspace(workspace.slug) });
                    toast.success(`${workspace.name} was deleted.`);
                  },
                  onError: () => {
                    undoDeparture();
                    setOpen(false);
                  },
                });
              }}
            />
          ) : null}
        </AlertDialog>
      }
    />
  );
}
