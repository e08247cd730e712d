import type { WorkspaceWithRole } from '@tandem/api-client';
import { tandemQueries } from '@tandem/api-client/react-query';
import { orNotFound } from '../lib/or-not-found';
import type { RouterContext } from '../router-context';

/**
 * The `loader` of `/w/$slug` and everything under it: the workspace with the caller's role,
 * from the cache or the server. A workspace the caller may not see (not a member, no such
 * slug, a malformed slug) is the app's not-found page, never someone else's data. A
 * workspace that loads is remembered as the one `/` returns to.
 */
export async function loadWorkspace(
  { tandem, queryClient }: RouterContext,
  slug: string,
): Promise<WorkspaceWithRole> {
  const workspace = await orNotFound(
    queryClient.ensureQueryData(tandemQueries(tandem).workspaces.bySlug(slug)),
  );
  await tandem.workspaces.rememberOpened(slug);
  return workspace;
}
