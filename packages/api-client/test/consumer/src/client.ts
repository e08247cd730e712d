// A consumer without React: the client, its named types, typed errors, and the query options
// with a QueryClient (as a route loader would use them).
import {
  type Board,
  type BoardTaskRow,
  compareBoardOrder,
  createTandemClient,
  isBoardStreaming,
  isTandemError,
  type Page,
  type TandemClient,
  type TandemError,
  type Task,
  type WorkspaceWithRole,
} from '@tandem/api-client';
import { tandemKeys, tandemQueries } from '@tandem/api-client/react-query';
import { QueryClient } from '@tanstack/react-query';

export const tandem: TandemClient = createTandemClient({
  url: 'http://127.0.0.1:54321',
  key: 'sb_publishable_consumer',
});
export const queryClient = new QueryClient();

export async function firstBoard(): Promise<Board | undefined> {
  const workspaces: WorkspaceWithRole[] = await tandem.workspaces.listMine();
  const workspace = workspaces[0];
  if (!workspace) return undefined;
  const boards = await tandem.boards.list(workspace.id);
  return boards[0];
}

/** The server's copy of a task after a refused edit, through the error's narrowing. */
export async function rename(task: Task, title: string): Promise<Task> {
  try {
    return await tandem.tasks.get(task.id);
  } catch (error) {
    if (isTandemError(error, 'data/conflict')) {
      const code: 'data/conflict' = error.code;
      const status: number | null = error.status;
      console.warn(code, status, title, error.current);
    }
    if (isTandemError(error)) {
      const known: TandemError = error;
      throw known;
    }
    throw error;
  }
}

export async function loadBoard(boardId: string): Promise<readonly BoardTaskRow[]> {
  const queries = tandemQueries(tandem);
  const tasks = await queryClient.fetchQuery(queries.tasks.board(boardId));
  const board = await queryClient.ensureQueryData(queries.boards.get(boardId));
  const cached: BoardTaskRow[] | undefined = queryClient.getQueryData(
    queries.tasks.board(boardId).queryKey,
  );
  const comments = await queryClient.fetchInfiniteQuery(queries.comments.list(boardId));
  const firstPage: Page<unknown> | undefined = comments.pages[0];
  console.log(board.name, cached?.length, firstPage?.items.length);
  await queryClient.invalidateQueries({ queryKey: tandemKeys.board(boardId) });
  if (isBoardStreaming(queryClient, boardId)) return tasks;
  return [...tasks].sort(compareBoardOrder);
}
