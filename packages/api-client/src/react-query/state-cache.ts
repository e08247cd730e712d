import type { BoardState } from '@tandem/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { tandemKeys } from './keys.js';

/** Board order of states: position (code-unit order, as Postgres' `collate "C"`), then id. */
function byBoardOrder(a: BoardState, b: BoardState): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Writes a state that arrived live into its board's cached states (added or replaced by id,
 * kept in board order). A board whose states are not cached is left alone: its first read
 * fetches them.
 */
export function writeState(queryClient: QueryClient, state: BoardState): void {
  queryClient.setQueryData<BoardState[]>(tandemKeys.boardStates(state.board_id), (states) =>
    states
      ? [...states.filter((existing) => existing.id !== state.id), state].sort(byBoardOrder)
      : states,
  );
}

/** Takes a deleted state out of its board's cached states. */
export function forgetState(queryClient: QueryClient, state: BoardState): void {
  queryClient.setQueryData<BoardState[]>(tandemKeys.boardStates(state.board_id), (states) =>
    states?.filter((existing) => existing.id !== state.id),
  );
}
