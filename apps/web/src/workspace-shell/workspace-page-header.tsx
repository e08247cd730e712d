import { can } from '@tandem/schemas';
import { PageHeader, ROLE_LABELS } from '@tandem/ui/workspace';
import type * as React from 'react';
import { useWorkspace } from './use-workspace';
import { WorkspaceNav } from './workspace-nav';

/** Props of {@link WorkspacePageHeader}. */
export interface WorkspacePageHeaderProps {
  /** The page's `h1` (Boards, Activity, Trash, Settings). */
  title: string;
  /** Buttons at the end of the header row. */
  actions?: React.ReactNode;
}

/**
 * The top of every workspace page: the page's heading with the workspace's name and the
 * caller's role under it, then the workspace's tabs.
 */
export function WorkspacePageHeader({ title, actions }: WorkspacePageHeaderProps) {
  const workspace = useWorkspace();
  return (
    <>
      <PageHeader
        title={title}
        description={`${workspace.name} · ${ROLE_LABELS[workspace.role]}`}
        actions={actions}
      />
      <WorkspaceNav slug={workspace.slug} showTrash={can(workspace.role, 'content.contribute')} />
    </>
  );
}
