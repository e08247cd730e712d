import { can } from '@tandem/schemas';
import { useWorkspace } from '../workspace-shell/use-workspace';
import { WorkspacePageHeader } from '../workspace-shell/workspace-page-header';
import { DangerZoneSection } from './danger-zone-section';
import { GeneralSection } from './general-section';
import { InvitationsSection } from './invitations-section';
import { LazyLabelsSection } from './lazy-labels-section';
import { MembersSection } from './members-section';

/**
 * `/w/$slug/settings`: General, Members, Invitations (admins and the owner), Labels and the Danger
 * zone, each showing only the controls the caller's role may use.
 */
export function WorkspaceSettingsPage() {
  const workspace = useWorkspace();
  return (
    <>
      <WorkspacePageHeader title="Settings" />
      <GeneralSection workspace={workspace} />
      <MembersSection workspace={workspace} />
      {can(workspace.role, 'members.manage') ? <InvitationsSection workspace={workspace} /> : null}
      <LazyLabelsSection workspace={workspace} />
      <DangerZoneSection workspace={workspace} />
    </>
  );
}
