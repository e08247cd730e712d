import type { WorkspaceWithRole } from '@tandem/api-client';
import { Avatar } from '@tandem/ui/display';
import { Badge } from '@tandem/ui/feedback';
import { ResourceCard, ROLE_LABELS } from '@tandem/ui/workspace';
import { Link } from '@tanstack/react-router';

/** One workspace of "my workspaces": its name (the link), its address and the user's role. */
export function WorkspaceCard({ workspace }: { workspace: WorkspaceWithRole }) {
  return (
    <ResourceCard
      icon={<Avatar name={workspace.name} size="md" decorative className="rounded-lg" />}
      title={
        <Link to="/w/$slug" params={{ slug: workspace.slug }}>
          {workspace.name}
        </Link>
      }
      description={`/w/${workspace.slug}`}
      meta={
        <Badge tone={workspace.role === 'owner' ? 'accent' : 'neutral'}>
          {ROLE_LABELS[workspace.role]}
        </Badge>
      }
    />
  );
}
