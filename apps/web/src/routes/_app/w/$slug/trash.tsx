import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../../lib/page-title';
import { TrashPage } from '../../../../trash/trash-page';

/** `/w/:slug/trash`: the workspace's deleted tasks, restorable for 30 days. */
export const Route = createFileRoute('/_app/w/$slug/trash')({
  head: pageTitle('Trash'),
  staticData: { crumb: 'Trash' },
  component: TrashPage,
});
