import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { BoardPage } from '../../../../../board-page/board-page';
import { type BoardSearch, boardSearchSchema } from '../../../../../board-page/board-search';
import { loadBoard } from '../../../../../board-page/load-board';

/** `/w/:slug/b/:boardId`: one board; filters, search and the open task live in the URL. */
export const Route = createFileRoute('/_app/w/$slug/b/$boardId')({
  validateSearch: boardSearchSchema,
  loader: loadBoard,
  // Filters change the view, not the data the loader fetches.
  loaderDeps: () => ({}),
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.crumb ?? 'Board'} · Tandem` }] }),
  staticData: { crumb: 'Board', fit: true },
  component: BoardRoute,
});

function BoardRoute() {
  const { boardId } = Route.useParams();
  const search = Route.useSearch();
  const { crumb } = Route.useLoaderData();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = useCallback(
    (change: Partial<BoardSearch>) =>
      navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return (
    <BoardPage
      key={boardId}
      boardId={boardId}
      boardName={crumb}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
