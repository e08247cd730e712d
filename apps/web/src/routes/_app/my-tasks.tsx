import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title';
import { MyTasksPage } from '../../my-tasks/my-tasks-page';

/** `/my-tasks`: everything assigned to the signed-in user, across workspaces. */
export const Route = createFileRoute('/_app/my-tasks')({
  head: pageTitle('My tasks'),
  staticData: { crumb: 'My tasks' },
  component: MyTasksPage,
});
