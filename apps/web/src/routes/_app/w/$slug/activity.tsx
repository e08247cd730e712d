import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ActivityPage } from '../../../../activity/activity-page';
import { type ActivitySearch, activitySearchSchema } from '../../../../activity/activity-search';
import { pageTitle } from '../../../../lib/page-title';

/** `/w/:slug/activity`: the workspace's feed; its board and person filters live in the URL. */
export const Route = createFileRoute('/_app/w/$slug/activity')({
  validateSearch: activitySearchSchema,
  head: pageTitle('Activity'),
  staticData: { crumb: 'Activity' },
  component: ActivityRoute,
});

function ActivityRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = useCallback(
    (change: Partial<ActivitySearch>) =>
      navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return <ActivityPage search={search} onSearchChange={onSearchChange} />;
}
