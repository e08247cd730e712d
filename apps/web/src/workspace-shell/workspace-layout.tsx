import { Outlet } from '@tanstack/react-router';
import { useWorkspace } from './use-workspace';
import { useWorkspaceLive } from './use-workspace-live';

/** Every `/w/$slug/…` page, kept in step with the caller's membership of the workspace. */
export function WorkspaceLayout() {
  useWorkspaceLive(useWorkspace());
  return <Outlet />;
}
