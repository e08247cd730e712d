import { createFileRoute } from '@tanstack/react-router';
import { BoardsPage } from '../../../../board-list/boards-page';
import { pageTitle } from '../../../../lib/page-title';

export const Route = createFileRoute('/_app/w/$slug/')({
  head: pageTitle('Boards'),
  staticData: { crumb: 'Boards' },
  component: BoardsPage,
});
