import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../../../activity/activity-page';
import { pageTitle } from '../../../../lib/page-title';

export const Route = createFileRoute('/_app/w/$slug/activity')({
  head: pageTitle('Activity'),
  staticData: { crumb: 'Activity' },
  component: ActivityPage,
});
