import { tandemQueries } from '@tandem/api-client/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * `/`: back to the workspace opened last on this device, else the list of workspaces. The
 * remembered workspace may have been left or deleted since: then the list, not "not found".
 */
export const Route = createFileRoute('/_app/')({
  beforeLoad: async ({ context }) => {
    const slug = await context.tandem.workspaces.lastOpened();
    if (slug) {
      const stillMine = await context.queryClient
        .ensureQueryData(tandemQueries(context.tandem).workspaces.bySlug(slug))
        .then(
          () => true,
          () => false,
        );
      if (stillMine) throw redirect({ to: '/w/$slug', params: { slug }, replace: true });
    }
    throw redirect({ to: '/workspaces', replace: true });
  },
});
