import type { WorkspaceWithRole } from '@tandem/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTandemQueries } from '../lib/use-tandem-queries';

/**
 * The workspace of the current `/w/$slug/…` page with the caller's role. Its route's loader
 * has already put it in the cache, so this never suspends on first render; it stays live
 * (renames, role changes) through the query.
 */
export function useWorkspace(): WorkspaceWithRole {
  const slug = useParams({ from: '/_app/w/$slug', select: (params) => params.slug });
  return useSuspenseQuery(useTandemQueries().workspaces.bySlug(slug)).data;
}
