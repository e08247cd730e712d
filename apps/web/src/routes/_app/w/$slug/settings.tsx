import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../../lib/page-title';
import { WorkspaceSettingsPage } from '../../../../workspace-settings/workspace-settings-page';

export const Route = createFileRoute('/_app/w/$slug/settings')({
  head: pageTitle('Workspace settings'),
  staticData: { crumb: 'Settings' },
  component: WorkspaceSettingsPage,
});
