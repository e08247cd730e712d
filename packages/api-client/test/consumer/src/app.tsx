// A React consumer: the query bindings with the hooks, errors typed as TandemError.
import type { Activity, Comment, TandemError } from '@tandem/api-client';
import { tandemQueries, useTandemMutations } from '@tandem/api-client/react-query';
import {
  QueryClientProvider,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient, tandem } from './client.js';

const queries = tandemQueries(tandem);

function errorText(error: TandemError | null): string | undefined {
  return error ? `${error.code} (${error.status ?? 'no status'}): ${error.message}` : undefined;
}

export function BoardView({ boardId }: { boardId: string }): ReactNode {
  const tasks = useQuery(queries.tasks.board(boardId));
  const board = useSuspenseQuery(queries.boards.get(boardId));
  const remove = useMutation({
    ...useTandemMutations(tandem).tasks.delete(),
    onError: (error) => console.warn(errorText(error)),
  });
  const first = tasks.data?.[0];
  return (
    <section aria-label={board.data.name}>
      {errorText(tasks.error)}
      {first ? (
        <button type="button" onClick={() => remove.mutate(first.id)}>
          Delete #{first.number} {first.title}
        </button>
      ) : null}
    </section>
  );
}

export function Comments({ taskId }: { taskId: string }): ReactNode {
  const comments = useInfiniteQuery(queries.comments.list(taskId));
  const activity = useInfiniteQuery(queries.activity.task(taskId));
  const all: Comment[] = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const latest: Activity | undefined = activity.data?.pages[0]?.items[0];
  return (
    <ul>
      {all.map((comment) => (
        <li key={comment.id}>{comment.body}</li>
      ))}
      <li>{latest?.kind}</li>
      <li>{errorText(comments.error)}</li>
      {comments.hasNextPage ? (
        <li>
          <button type="button" onClick={() => comments.fetchNextPage()}>
            Older
          </button>
        </li>
      ) : null}
    </ul>
  );
}

export function App({ boardId }: { boardId: string }): ReactNode {
  return (
    <QueryClientProvider client={queryClient}>
      <BoardView boardId={boardId} />
    </QueryClientProvider>
  );
}
