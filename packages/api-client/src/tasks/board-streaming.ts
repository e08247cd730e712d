/**
 * The boards whose first load is writing pages into each cache right now. Keyed by the
 * `QueryClient` (as any object, so this module needs no TanStack Query types).
 */
const streaming = new WeakMap<object, Set<string>>();

/**
 * Whether the cached tasks of `boardId` are a first load still arriving page by page (the
 * `tasks.board` query of `@tandem/api-client/react-query`): each column then shows its top
 * cards, and more follow. Counts and "nothing matches" should wait.
 *
 * @param queryClient - the TanStack `QueryClient` the board is cached in.
 */
export function isBoardStreaming(queryClient: object, boardId: string): boolean {
  return streaming.get(queryClient)?.has(boardId) ?? false;
}

/** The set of boards streaming into `queryClient`, which the board query adds itself to. */
export function boardsStreamingInto(queryClient: object): Set<string> {
  let boards = streaming.get(queryClient);
  if (!boards) {
    boards = new Set<string>();
    streaming.set(queryClient, boards);
  }
  return boards;
}
