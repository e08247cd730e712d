import type { TandemClient } from '../../client.js';
import { tandemKeys } from '../keys.js';
import { mutationOptions } from '../options.js';
import type { TandemMutations } from '../tandem-mutations.js';
import type { MutationsContext } from './context.js';

type Api = TandemClient;

/** The profile writes: the new row goes straight into the cache. */
export function profileMutations({
  client,
  queryClient,
  invalidate,
}: MutationsContext): TandemMutations['profiles'] {
  return {
    update: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'profiles', 'update'],
        mutationFn: (input: Parameters<Api['profiles']['update']>[0]) =>
          client.profiles.update(input),
        onSuccess: (profile) => {
          queryClient.setQueryData(tandemKeys.profile(profile.id), profile);
          return invalidate(tandemKeys.user());
        },
      }),
    uploadAvatar: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'profiles', 'avatar'],
        mutationFn: (input: Parameters<Api['profiles']['uploadAvatar']>[0]) =>
          client.profiles.uploadAvatar(input),
        onSuccess: (profile) => queryClient.setQueryData(tandemKeys.profile(profile.id), profile),
      }),
  };
}
