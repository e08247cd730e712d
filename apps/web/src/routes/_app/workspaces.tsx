import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title';
import { WorkspacesPage } from '../../workspace-list/workspaces-page';

export const Route = createFileRoute('/_app/workspaces')({
  head: pageTitle('Workspaces'),
  component: WorkspacesPage,
});
