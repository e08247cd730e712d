import type { WorkspaceWithRole } from '@tandem/api-client';
import { tandemKeys } from '@tandem/api-client/react-query';
import { canTransferOwnership } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { toast } from '@tandem/ui/feedback';
import { Select } from '@tandem/ui/forms';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@tandem/ui/overlays';
import { SettingsRow } from '@tandem/ui/workspace';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { useTandemQueries } from '../lib/use-tandem-queries';

/**
 * "Transfer ownership" (the owner only) to one of the admins; the owner becomes an admin.
 * With no admin yet, it says how to get one.
 */
export function TransferOwnershipRow({ workspace }: { workspace: WorkspaceWithRole }) {
  const queryClient = useQueryClient();
  const members = useQuery(useTandemQueries().members.list(workspace.id));
  const transferOptions = useTandemMutations().members.transferOwnership();
  const transfer = useMutation({
    ...transferOptions,
    // Said by the mutation, not by the call: the owner's new role reaches this page live and
    // may remove this row before the call returns, and a call's own callbacks then never run.
    onSuccess: async (...args) => {
      await transferOptions.onSuccess?.(...args);
      const [, input] = args;
      await queryClient.invalidateQueries({ queryKey: tandemKeys.workspace(workspace.slug) });
      const name = members.data?.find((member) => member.user_id === input.newOwnerId)?.profile
        .display_name;
      toast.success(`${name ?? 'The new owner'} is now the owner.`);
    },
  });
  const admins = (members.data ?? []).filter((member) =>
    canTransferOwnership(workspace.role, member.role),
  );
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const newOwner = admins.find((admin) => admin.user_id === chosen) ?? admins[0];

  return (
    <SettingsRow
      title="Transfer ownership"
      description={
        admins.length > 0
          ? 'Make an admin the owner. You stay in the workspace as an admin.'
          : 'Only an admin can become the owner. Make someone an admin first.'
      }
      action={
        newOwner ? (
          <>
            <Select
              aria-label="New owner"
              options={admins.map((admin) => ({
                value: admin.user_id,
                label: admin.profile.display_name,
              }))}
              value={newOwner.user_id}
              onValueChange={setChosen}
            />
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button loading={transfer.isPending}>Transfer</Button>
              </AlertDialogTrigger>
              <AlertDialogContent
                title={`Make ${newOwner.profile.display_name} the owner?`}
                description="They can then delete the workspace or transfer it again. You become an admin."
                confirmLabel="Transfer ownership"
                destructive
                onConfirm={() =>
                  transfer.mutate({ workspaceId: workspace.id, newOwnerId: newOwner.user_id })
                }
              />
            </AlertDialog>
          </>
        ) : null
      }
    />
  );
}
