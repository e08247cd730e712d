import { tandemQueries } from '@tandem/api-client/react-query';
import { notFound } from '@tanstack/react-router';
import { orNotFound } from '../lib/or-not-found';
import type { RouterContext } from '../router-context';

/** What the task page's loader hands its component (and the breadcrumbs). */
export interface TaskLoaderData {
  /** "#42", the last step of the breadcrumbs. */
  crumb: string;
  /** The task's board, whose channel carries its live changes and presence. */
  boardId: string;
  number: number;
}

/**
 * The task page's loader: the workspace (not a member → not found), then the task by its
 * number (absent → not found); members are prefetched for names and avatars.
 */
export async function loadTask({
  context,
  params,
}: {
  context: RouterContext;
  params: { slug: string; number: string };
}): Promise<TaskLoaderData> {
  const number = Number(params.number);
  if (!Number.isSafeInteger(number) || number <= 0) throw notFound();
  const { queryClient, tandem } = context;
  const queries = tandemQueries(tandem);
  const workspace = await orNotFound(
    queryClient.ensureQueryData(queries.workspaces.bySlug(params.slug)),
  );
  void queryClient.prefetchQuery(queries.members.list(workspace.id));
  const task = await orNotFound(
    queryClient.ensureQueryData(queries.tasks.byNumber(workspace.id, number)),
  );
  return { crumb: `#${number}`, boardId: task.board_id, number };
}
