import type { QueryClient } from '@tanstack/react-query';
import type { TandemClient } from '../client.js';
import { attachmentMutations } from './mutations/attachments.js';
import { boardMutations } from './mutations/boards.js';
import { commentMutations } from './mutations/comments.js';
import { mutationsContext } from './mutations/context.js';
import { invitationMutations } from './mutations/invitations.js';
import { memberMutations } from './mutations/members.js';
import { profileMutations } from './mutations/profiles.js';
import { taskMutations } from './mutations/tasks.js';
import { workspaceMutations } from './mutations/workspaces.js';
import type { TandemMutations } from './tandem-mutations.js';

/** The mutations built for each cache and client, so every caller shares one set. */
const built = new WeakMap<QueryClient, WeakMap<TandemClient, TandemMutations>>();

/**
 * `mutationOptions` for every write of the client, with the cache kept right: optimistic
 * updates for task moves and edits and for new comments, rolled back to the server's state
 * (not to a snapshot that may be stale) when refused; writes to one task queued in order; and
 * the queries each write affects invalidated.
 *
 * Memoised per `queryClient` and `client`: every call with the same two returns the same
 * object. In React components use {@link useTandemMutations}.
 *
 * @example
 * ```ts
 * const mutations = tandemMutations(tandem, queryClient);
 * await queryClient.getMutationCache().build(queryClient, mutations.tasks.delete()).execute(id);
 * ```
 */
export function tandemMutations(client: TandemClient, queryClient: QueryClient): TandemMutations {
  let ofCache = built.get(queryClient);
  if (!ofCache) {
    ofCache = new WeakMap();
    built.set(queryClient, ofCache);
  }
  let mutations = ofCache.get(client);
  if (!mutations) {
    mutations = buildMutations(client, queryClient);
    ofCache.set(client, mutations);
  }
  return mutations;
}

function buildMutations(client: TandemClient, queryClient: QueryClient): TandemMutations {
  const context = mutationsContext(client, queryClient);
  return {
    workspaces: workspaceMutations(context),
    members: memberMutations(context),
    invitations: invitationMutations(context),
    boards: boardMutations(context),
    tasks: taskMutations(context),
    comments: commentMutations(context),
    profiles: profileMutations(context),
    attachments: attachmentMutations(context),
  };
}
