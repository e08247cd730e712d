import { tandemQueries } from '@tandem/api-client/react-query';
import { notFound } from '@tanstack/react-router';
import { orNotFound } from '../lib/or-not-found';
import { restorePersistedQueries } from '../lib/persisted-cache';
import type { RouterContext } from '../router-context';

/** What the board route's loader hands its component (and the breadcrumbs). */
export interface BoardLoaderData {
  /** The board's name, the last step of the breadcrumbs. */
  crumb: string;
}

/**
 * The board route's loader: the workspace (with the caller's role; not a member → not found)
 * and the board (archived, or of another workspace → not found) are awaited, read side by side
 * so the page waits for one round trip; the columns and the tasks (first of all) and the members
 * are started here and awaited by the page, which paints each column's top cards from the tasks'
 * first page.
 */
export async function loadBoard({
  context,
  params,
}: {
  context: RouterContext;
  params: { slug: string; boardId: string };
}): Promise<BoardLoaderData> {
  const { queryClient, tandem } = context;
  const queries = tandemQueries(tandem);
  // The columns are asked for first of all: the board paints nothing without them, they are
  // small, and a backend that answers one query at a time would otherwise hold them behind every
  // page of the tasks. Their query (which the persisted cache keeps) is only made once the board
  // is known to be the caller's: a page that is not found leaves nothing of it behind.
  const states = queries.states.list(params.boardId);
  const held = queryClient.getQueryData(states.queryKey) !== undefined;
  const columns = held ? undefined : tandem.states.list(params.boardId);
  columns?.catch(() => {
    // Reported by the query below, or of no interest on a page not found.
  });
  // A return visit's tasks and columns come from the persisted cache while the rows are read,
  // so the page renders once with them. The tasks need nothing else first (RLS answers a board
  // the caller may not see with no rows): they are fetched (or revalidated) once that read is
  // done, before the workspace is known.
  const tasks = queries.tasks.board(params.boardId);
  const restored = restorePersistedQueries(queryClient, [tasks.queryKey, states.queryKey]);
  void restored.then(() => queryClient.prefetchQuery(tasks));
  const [workspace, board] = await Promise.all([
    orNotFound(queryClient.ensureQueryData(queries.workspaces.bySlug(params.slug))),
    orNotFound(queryClient.ensureQueryData(queries.boards.get(params.boardId))),
    restored,
  ]);
  if (board.workspace_id !== workspace.id || board.archived_at) throw notFound();
  // The cards name members and show labels: theirs too, before the first render.
  await restorePersistedQueries(queryClient, [
    queries.members.list(workspace.id).queryKey,
    queries.labels.list(workspace.id).queryKey,
  ]);
  void queryClient.prefetchQuery(columns ? { ...states, queryFn: () => columns } : states);
  void queryClient.prefetchQuery(queries.members.list(workspace.id));
  return { crumb: board.name };
}
