import type { WorkspaceWithRole } from '@tandem/api-client';
import { tandemKeys } from '@tandem/api-client/react-query';
import type { CreateWorkspaceInput } from '@tandem/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTandem } from '../lib/use-tandem';

/**
 * Saves a workspace's name and slug. A new slug moves the page to the new address before
 * anything refetches the old one (which no longer exists); the saved workspace is cached
 * under its slug at once, and the list of workspaces refetched.
 */
export function useSaveWorkspace(
  workspace: WorkspaceWithRole,
): (input: CreateWorkspaceInput) => Promise<void> {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Not the api-client's mutationOptions: they refetch the workspace by its old slug at once.
  const update = useMutation({
    mutationFn: (input: CreateWorkspaceInput) =>
      tandem.workspaces.update({ workspaceId: workspace.id, changes: input }),
  });
  return async (input) => {
    const updated = await update.mutateAsync(input);
    queryClient.setQueryData(tandemKeys.workspace(updated.slug), {
      ...updated,
      role: workspace.role,
    });
    if (updated.slug !== workspace.slug) {
      await navigate({ to: '/w/$slug/settings', params: { slug: updated.slug }, replace: true });
      queryClient.removeQueries({ queryKey: tandemKeys.workspace(workspace.slug), exact: true });
    }
    void queryClient.invalidateQueries({ queryKey: tandemKeys.workspaces() });
  };
}
