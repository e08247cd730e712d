import type { StateCreate, StateUpdate, TandemClient } from '@tandem/api-client';
import { forgetState, tandemKeys, writeState } from '@tandem/api-client/react-query';
import type { BoardState } from '@tandem/schemas';
import type { QueryClient } from '@tanstack/react-query';

/** Where a state goes among its board's columns: right after `aboveId`, before `belowId`. */
export interface StateSpot {
  aboveId: string | null;
  belowId: string | null;
}

/**
 * The writes to a board's workflow states, each put into the cached states as soon as the
 * server answers (the live event that follows changes nothing). Plain functions over the
 * client and cache: an undo runs them after the menu or dialog that started it has closed.
 */
export function stateWrites(client: TandemClient, queryClient: QueryClient) {
  const keep = (state: BoardState) => {
    writeState(queryClient, state);
    return state;
  };
  return {
    add: (input: StateCreate) => client.states.create(input).then(keep),
    update: (stateId: string, changes: StateUpdate['changes']) =>
      client.states.update({ stateId, changes }).then(keep),
    move: (stateId: string, spot: StateSpot) => client.states.move({ stateId, ...spot }).then(keep),
    /** Deletes `state`, its tasks going to `moveTo`; the board's tasks are read again. */
    remove: async (state: BoardState, moveTo: string | null) => {
      await client.states.delete({ stateId: state.id, moveTo });
      forgetState(queryClient, state);
      await queryClient.invalidateQueries({ queryKey: tandemKeys.boardTasks(state.board_id) });
    },
  };
}

/** The writes of {@link stateWrites}. */
export type StateWrites = ReturnType<typeof stateWrites>;

/** The spot `state` has now among `states` (board order), to put it back there. */
export function spotOf(states: ReadonlyArray<BoardState>, stateId: string): StateSpot {
  const at = states.findIndex((state) => state.id === stateId);
  return { aboveId: states[at - 1]?.id ?? null, belowId: states[at + 1]?.id ?? null };
}

/**
 * The spot one shown column to the left (`-1`) or right (`1`) of `stateId`: next to that
 * column, whatever hidden columns (the status filter's) lie between. `null` at either end.
 */
export function shiftedSpot(
  states: ReadonlyArray<BoardState>,
  shownIds: ReadonlyArray<string>,
  stateId: string,
  by: -1 | 1,
): StateSpot | null {
  const shown = states.filter((state) => state.id === stateId || shownIds.includes(state.id));
  const neighbour = shown[shown.findIndex((state) => state.id === stateId) + by];
  if (!neighbour) return null;
  const others = states.filter((state) => state.id !== stateId);
  const at = others.indexOf(neighbour);
  return by < 0
    ? { aboveId: others[at - 1]?.id ?? null, belowId: neighbour.id }
    : { aboveId: neighbour.id, belowId: others[at + 1]?.id ?? null };
}
