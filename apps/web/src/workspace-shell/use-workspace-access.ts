import type { WorkspaceWithRole } from '@tandem/api-client';
import { type Action, can } from '@tandem/schemas';
import { useWorkspace } from './use-workspace';

/** The workspace of the current page with the caller's role, and what that role allows. */
export interface WorkspaceAccess {
  workspace: WorkspaceWithRole;
  /** Whether the caller's role may perform `action` (schemas README, "Roles and permissions"). */
  can: (action: Action) => boolean;
}

/**
 * The current `/w/$slug/…` workspace and the caller's permissions in it, from `can()` of
 * @tandem/schemas: the board and task screens hide what the role may not do.
 */
export function useWorkspaceAccess(): WorkspaceAccess {
  const workspace = useWorkspace();
  return { workspace, can: (action) => can(workspace.role, action) };
}
