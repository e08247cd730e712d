import type { TandemClient } from '../../client.js';
import { tandemKeys } from '../keys.js';
import { queryOptions } from '../options.js';

/** The `queryOptions` of the signed-in person and profiles (see `tandemQueries`). */
export function accountQueries(client: TandemClient) {
  return {
    user: () => queryOptions({ queryKey: tandemKeys.user(), queryFn: () => client.auth.getUser() }),
    profiles: {
      get: (userId: string) =>
        queryOptions({
          queryKey: tandemKeys.profile(userId),
          queryFn: () => client.profiles.get(userId),
        }),
    },
  };
}
