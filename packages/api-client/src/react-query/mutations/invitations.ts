import type { TandemClient } from '../../client.js';
import { tandemKeys } from '../keys.js';
import { mutationOptions } from '../options.js';
import type { TandemMutations } from '../tandem-mutations.js';
import type { MutationsContext } from './context.js';

type Api = TandemClient;

/** The invitation writes: each refreshes the workspace's pending invitations. */
export function invitationMutations({
  client,
  invalidate,
}: MutationsContext): TandemMutations['invitations'] {
  return {
    invite: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'invitations', 'invite'],
        mutationFn: (input: Parameters<Api['invitations']['invite']>[0]) =>
          client.invitations.invite(input),
        onSuccess: (_, input) => invalidate(tandemKeys.invitations(input.workspaceId)),
      }),
    send: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'invitations', 'send'],
        mutationFn: (invitationId: string) => client.invitations.send(invitationId),
      }),
    revoke: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'invitations', 'revoke'],
        mutationFn: (variables: { invitationId: string; workspaceId: string }) =>
          client.invitations.revoke(variables.invitationId),
        onSuccess: (_, variables) => invalidate(tandemKeys.invitations(variables.workspaceId)),
      }),
    accept: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'invitations', 'accept'],
        mutationFn: (token: string) => client.invitations.accept(token),
        onSuccess: () => invalidate(tandemKeys.workspaces()),
      }),
  };
}
