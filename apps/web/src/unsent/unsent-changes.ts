import { cachedBoardTasks } from '@tandem/api-client/react-query';
import type { Mutation, QueryClient } from '@tanstack/react-query';

/** What is read of a mutation here, whatever its types. */
type AnyMutation = Pick<Mutation<unknown, Error, unknown, unknown>, 'state' | 'options'>;

/**
 * Whether a change has been made here but not sent: the query client holds a write while the
 * browser is offline (TanStack pauses it) and sends it when the connection is back. A write
 * on its way to the server is not "unsent": it is answered in a moment, and marking it for
 * that moment would only flicker.
 */
export function isUnsent(mutation: Pick<AnyMutation, 'state'>): boolean {
  return mutation.state.status === 'pending' && mutation.state.isPaused;
}

/** The task a write is about: an edit's or move's `taskId`, a comment's task, a deleted id. */
export function taskIdOf(variables: unknown): string | undefined {
  if (typeof variables === 'string') return variables;
  if (variables && typeof variables === 'object' && 'taskId' in variables) {
    const { taskId } = variables as { taskId: unknown };
    return typeof taskId === 'string' ? taskId : undefined;
  }
  return undefined;
}

/** What kind of write a mutation key names, as a person would say it. */
const KINDS: Readonly<Record<string, string>> = {
  'tasks/create': 'a new task',
  'tasks/update': 'an edit',
  'tasks/move': 'a move',
  'tasks/move-to-board': 'a move to another board',
  'tasks/delete': 'a deletion',
  'tasks/restore': 'a restore',
  'comments/create': 'a comment',
  'comments/edit': 'a comment edit',
  'comments/delete': 'a comment deletion',
};

function kindOf(mutation: AnyMutation): string {
  const key = mutation.options.mutationKey ?? [];
  return KINDS[`${String(key[1])}/${String(key[2])}`] ?? 'a change';
}

/** Finds a cached task's number, for "an edit of #12". */
function numberOf(queryClient: QueryClient, taskId: string): number | undefined {
  for (const { tasks } of cachedBoardTasks(queryClient)) {
    const task = tasks.find((candidate) => candidate.id === taskId);
    if (task) return task.number;
  }
  return undefined;
}

/**
 * The writes this page holds unsent, each as "an edit of #12" (or "a change" when the write
 * names no task), in the order they were made: what is reported if the page goes away first.
 */
export function describeUnsentChanges(queryClient: QueryClient): string[] {
  return queryClient
    .getMutationCache()
    .getAll()
    .filter(isUnsent)
    .map((mutation) => {
      const kind = kindOf(mutation);
      const taskId = taskIdOf(mutation.state.variables);
      const number = taskId ? numberOf(queryClient, taskId) : undefined;
      return number === undefined ? kind : `${kind} of #${number}`;
    });
}

/** Whether any write of this page has not been answered yet (unsent or on its way). */
export function hasUnansweredChanges(queryClient: QueryClient): boolean {
  return queryClient.isMutating() > 0;
}
