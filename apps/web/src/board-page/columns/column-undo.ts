import type { TandemClient } from '@tandem/api-client';
import { tandemMutations } from '@tandem/api-client/react-query';
import type { BoardState } from '@tandem/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { runMutation } from '../../undo/run-mutation';
import { announceOn, offerUndo } from '../../undo/undo-stack';
import { notifyStateRefusal } from './state-refusal';
import { type StateSpot, type StateWrites, stateWrites } from './state-writes';

/** What the undos of a board's column writes need. */
export interface ColumnUndoContext {
  client: TandemClient;
  queryClient: QueryClient;
  boardId: string;
}

/**
 * Says `done` on the board and offers to take it back ("Undo" in a toast, Ctrl/Cmd+Z on the
 * board): `back` runs the opposite write; its refusal is toasted and announced.
 */
export function offerColumnUndo(
  context: ColumnUndoContext,
  done: string,
  name: string,
  back: (writes: StateWrites) => Promise<unknown>,
): void {
  const { boardId } = context;
  announceOn(boardId, `${done}.`);
  offerUndo(done, {
    boardId,
    run: async () => {
      try {
        await back(stateWrites(context.client, context.queryClient));
        announceOn(boardId, `Undid: ${done}.`);
      } catch (error) {
        announceOn(boardId, notifyStateRefusal(error, `Couldn't undo: ${done}`, name));
      }
    },
  });
}

/**
 * Brings a deleted column back: the same name, category, colour and limit at the place it
 * had, with the tasks it held moved back in their order. The limit is made hard only once
 * the tasks are back, so a column that was full takes them all again.
 */
export async function restoreColumn(
  context: ColumnUndoContext,
  state: BoardState,
  spot: StateSpot,
  taskIds: ReadonlyArray<string>,
): Promise<void> {
  const writes = stateWrites(context.client, context.queryClient);
  const back = await writes.add({
    boardId: state.board_id,
    name: state.name,
    category: state.category,
    color: state.color,
    wipLimit: state.wip_limit,
  });
  // A neighbour deleted meanwhile: the column stays last rather than the undo failing.
  await writes.move(back.id, spot).catch(() => undefined);
  const move = tandemMutations(context.client, context.queryClient).tasks.move();
  let aboveId: string | null = null;
  for (const taskId of taskIds) {
    await runMutation(context.queryClient, move, {
      taskId,
      stateId: back.id,
      aboveId,
      belowId: null,
    });
    aboveId = taskId;
  }
  if (state.wip_hard_limit) await writes.update(back.id, { wipHardLimit: true });
}
