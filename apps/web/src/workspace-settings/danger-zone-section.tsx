import type { WorkspaceWithRole } from '@tandem/api-client';
import { can, canLeave } from '@tandem/schemas';
import { SettingsSection } from '@tandem/ui/workspace';
import { DeleteWorkspaceRow } from './delete-workspace-row';
import { LeaveWorkspaceRow } from './leave-workspace-row';
import { TransferOwnershipRow } from './transfer-ownership-row';

/** Leaving, transferring and deleting: what each role may do of the three. */
export function DangerZoneSection({ workspace }: { workspace: WorkspaceWithRole }) {
  const owns = can(workspace.role, 'workspace.own');
  return (
    <SettingsSection id="danger-zone" tone="danger" title="Danger zone">
      {canLeave(workspace.role) ? <LeaveWorkspaceRow workspace={workspace} /> : null}
      {owns ? <TransferOwnershipRow workspace={workspace} /> : null}
      {owns ? <DeleteWorkspaceRow workspace={workspace} /> : null}
    </SettingsSection>
  );
}
