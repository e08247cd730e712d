import { LabelColorsProvider } from '@tandem/ui/board';
import { Outlet } from '@tanstack/react-router';
import { useWorkspace } from './use-workspace';
import { useWorkspaceLabels } from './use-workspace-labels';
import { useWorkspaceLive } from './use-workspace-live';

/**
 * Every `/w/$slug/…` page, kept in step with the caller's membership of the workspace, with
 * the workspace's label colours for every label chip drawn below.
 */
export function WorkspaceLayout() {
  const workspace = useWorkspace();
  useWorkspaceLive(workspace);
  return (
    <LabelColorsProvider labels={useWorkspaceLabels(workspace.id)}>
      <Outlet />
    </LabelColorsProvider>
  );
}
