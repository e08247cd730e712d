import type { TrashedTaskLookup } from '@tandem/api-client';
import { tandemQueries } from '@tandem/api-client/react-query';
import { isNotFound } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';

/** What a task's page shows of a task that is in the Trash. */
export interface InTrashLoaderData {
  /** "#42", the last step of the breadcrumbs. */
  crumb: string;
  number: number;
  inTrash: TrashedTaskLookup;
}

/**
 * Runs a task page's loader; when it finds no task there, asks whether the task is in the
 * Trash, so a deleted task's link says where the task went instead of "Page not found". Not a
 * member, never deleted, or purged: the not-found page as before.
 */
export async function orInTrash<T>(
  load: () => Promise<T>,
  { context, params }: { context: RouterContext; params: { slug: string; number: string } },
): Promise<T | InTrashLoaderData> {
  try {
    return await load();
  } catch (error) {
    if (!isNotFound(error)) throw error;
    const number = Number(params.number);
    const queries = tandemQueries(context.tandem);
    // The task's loader has just read the workspace: cached, or not a member (then not found).
    const workspace = context.queryClient.getQueryData(
      queries.workspaces.bySlug(params.slug).queryKey,
    );
    if (!workspace || !Number.isSafeInteger(number) || number <= 0) throw error;
    const inTrash = await context.queryClient
      .fetchQuery({ ...queries.tasks.inTrash(workspace.id, number), staleTime: 0 })
      .catch(() => null);
    if (!inTrash) throw error;
    return { crumb: `#${number}`, number, inTrash };
  }
}
