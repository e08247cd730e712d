import type { TandemClient } from '../../client.js';
import { tandemKeys } from '../keys.js';
import { mutationOptions } from '../options.js';
import type { TandemMutations } from '../tandem-mutations.js';
import type { MutationsContext } from './context.js';

type Api = TandemClient;

/** The workspaces' writes: each refreshes the lists of workspaces it changes. */
export function workspaceMutations({
  client,
  queryClient,
  invalidate,
}: MutationsContext): TandemMutations['workspaces'] {
  return {
    create: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'workspaces', 'create'],
        mutationFn: (input: Parameters<Api['workspaces']['create']>[0]) =>
          client.workspaces.create(input),
        onSuccess: () => invalidate(tandemKeys.workspaces()),
      }),
    update: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'workspaces', 'update'],
        mutationFn: (input: Parameters<Api['workspaces']['update']>[0]) =>
          client.workspaces.update(input),
        onSuccess: () =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: tandemKeys.workspaces() }),
            queryClient.invalidateQueries({ queryKey: tandemKeys.anyWorkspace() }),
          ]),
      }),
    delete: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'workspaces', 'delete'],
        mutationFn: (workspaceId: string) => client.workspaces.delete(workspaceId),
        onSuccess: () => invalidate(tandemKeys.workspaces()),
      }),
  };
}
