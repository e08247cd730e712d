import type { BoardState, StateLoad } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { createState, type StateCreate } from './create-state.js';
import { deleteState, type StateDelete } from './delete-state.js';
import { listStates } from './list-states.js';
import { moveState, type StateMove } from './move-state.js';
import { stateLoad } from './state-load.js';
import { type StateUpdate, updateState } from './update-state.js';

export type { StateCreate } from './create-state.js';
export type { StateDelete } from './delete-state.js';
export type { StateMove } from './move-state.js';
export type { StateUpdate } from './update-state.js';

/** The `states` namespace of the client: a board's workflow states (its columns). */
export interface StatesApi {
  /** The states of a board, in board order (any member). */
  list(boardId: string): Promise<BoardState[]>;
  /** Each state's task count against its WIP limit, in board order (any member). */
  load(boardId: string): Promise<StateLoad[]>;
  /** Adds a state at the end of a board (admins and the owner). */
  create(input: StateCreate): Promise<BoardState>;
  /** Renames, recolours or limits a state (admins and the owner). */
  update(input: StateUpdate): Promise<BoardState>;
  /** Moves a state between two others (admins and the owner). */
  move(input: StateMove): Promise<BoardState>;
  /** Deletes a state, first moving its tasks to `moveTo` (admins and the owner). */
  delete(input: StateDelete): Promise<void>;
}

/** Builds the `states` namespace over the shared client context. */
export function createStatesApi(context: ClientContext): StatesApi {
  return {
    list: (boardId: string) => listStates(context, boardId),
    load: (boardId: string) => stateLoad(context, boardId),
    create: (input: StateCreate) => createState(context, input),
    update: (input: StateUpdate) => updateState(context, input),
    move: (input: StateMove) => moveState(context, input),
    delete: (input: StateDelete) => deleteState(context, input),
  };
}
