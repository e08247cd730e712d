import { WorkspaceSwitcher } from '@tandem/ui/workspace';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTandemQueries } from '../lib/use-tandem-queries';

/** The switcher wired to the user's workspaces and the `$slug` of the current route. */
export function AppWorkspaceSwitcher() {
  const queries = useTandemQueries();
  const navigate = useNavigate();
  const slug = useParams({ strict: false, select: (params) => params.slug });
  const workspaces = useQuery(queries.workspaces.mine());
  return (
    <WorkspaceSwitcher
      workspaces={workspaces.data ?? []}
      currentSlug={slug}
      onSelect={(next) => navigate({ to: '/w/$slug', params: { slug: next } })}
      onShowAll={() => navigate({ to: '/workspaces' })}
      onCreate={() => navigate({ to: '/workspaces' })}
    />
  );
}
