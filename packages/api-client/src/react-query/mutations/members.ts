import type { TandemClient } from '../../client.js';
import { tandemKeys } from '../keys.js';
import { mutationOptions } from '../options.js';
import type { TandemMutations } from '../tandem-mutations.js';
import type { MutationsContext } from './context.js';

type Api = TandemClient;

/** The membership writes: each refreshes the workspace's members, or everything on leaving. */
export function memberMutations({
  client,
  invalidate,
}: MutationsContext): TandemMutations['members'] {
  return {
    changeRole: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'members', 'change-role'],
        mutationFn: (input: Parameters<Api['members']['changeRole']>[0]) =>
          client.members.changeRole(input),
        onSuccess: (_, input) => invalidate(tandemKeys.members(input.workspaceId)),
      }),
    remove: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'members', 'remove'],
        mutationFn: (input: Parameters<Api['members']['remove']>[0]) =>
          client.members.remove(input),
        onSuccess: (_, input) => invalidate(tandemKeys.members(input.workspaceId)),
      }),
    leave: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'members', 'leave'],
        mutationFn: (workspaceId: string) => client.members.leave(workspaceId),
        onSuccess: () => invalidate(tandemKeys.all),
      }),
    transferOwnership: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'members', 'transfer-ownership'],
        mutationFn: (input: Parameters<Api['members']['transferOwnership']>[0]) =>
          client.members.transferOwnership(input),
        onSuccess: (_, input) =>
          Promise.all([
            invalidate(tandemKeys.members(input.workspaceId)),
            invalidate(tandemKeys.workspaces()),
          ]),
      }),
  };
}
