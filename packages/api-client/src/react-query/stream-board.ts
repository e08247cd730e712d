import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { TandemClient } from '../client.js';
import { boardsStreamingInto } from '../tasks/board-streaming.js';
import type { BoardTaskRow } from '../tasks/index.js';
import { mergeIntoBoard } from '../tasks/merge-into-board.js';
import { keepLiveChanges } from './keep-live-changes.js';

/**
 * The query function of a board's tasks. On a first load the first page is written into the
 * cache as soon as it arrives, so the board paints the top of every column while the rest is
 * still on its way, and the later pages together once they have all arrived (they come at once,
 * and each write re-renders a board of thousands of cards); live changes and optimistic moves
 * written meanwhile are kept (a page never replaces a row the cache holds at the same or a newer
 * version). A refetch of a board already shown (a return visit painted from the persisted cache,
 * a reconnect) collects every page first and then replaces the list at once, so the board never
 * shows a partial list after a complete one, keeping what the cache changed while it ran.
 */
export function streamBoardTasks(client: TandemClient, boardId: string) {
  return async ({ client: queryClient, queryKey }: QueryFunctionContext<QueryKey>) => {
    const pages = client.tasks.listBoardPages(boardId);
    const before = queryClient.getQueryData<BoardTaskRow[]>(queryKey);
    if (before !== undefined) {
      let tasks: BoardTaskRow[] = [];
      for await (const rows of pages) tasks = mergeIntoBoard(tasks, rows);
      return keepLiveChanges(
        before,
        queryClient.getQueryData<BoardTaskRow[]>(queryKey) ?? [],
        tasks,
      );
    }
    const boards = boardsStreamingInto(queryClient);
    boards.add(boardId);
    const write = (rows: BoardTaskRow[]) =>
      queryClient.setQueryData<BoardTaskRow[]>(queryKey, (held) =>
        mergeIntoBoard(held ?? [], rows),
      );
    try {
      let rest: BoardTaskRow[] | null = null;
      for await (const rows of pages) {
        if (rest) rest.push(...rows);
        else {
          write(rows);
          rest = [];
        }
      }
      if (rest?.length) write(rest);
      return queryClient.getQueryData<BoardTaskRow[]>(queryKey) ?? [];
    } finally {
      boards.delete(boardId);
    }
  };
}
