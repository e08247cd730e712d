import type { BoardTaskRow } from '@tandem/api-client';
import type { Board } from '@tandem/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notifyRefusal } from '../../lib/notify-refusal';
import { useTandemMutations } from '../../lib/use-tandem-mutations';
import { useTandemQueries } from '../../lib/use-tandem-queries';
import { notifyUndoRefused } from '../../undo/notify-undo-refused';
import { runMutation } from '../../undo/run-mutation';
import { announceOn, offerUndoOnceSaved } from '../../undo/undo-stack';

/** A board as the move needs it. */
export type BoardRef = Pick<Board, 'id' | 'name'>;

/** Moves a task to another board of its workspace. */
export type MoveToBoardHandler = (
  task: BoardTaskRow,
  to: BoardRef,
  from: BoardRef,
) => Promise<boolean>;

/**
 * Moves a task to the bottom of its status on another board (`tasks.moveToBoard`), announces
 * it, naming the column of that board it landed in, on the board on screen and offers "Undo", which moves it back if nobody changed it since.
 * Resolves whether the move landed.
 */
export function useMoveToBoard(): MoveToBoardHandler {
  const queryClient = useQueryClient();
  const mutations = useTandemMutations();
  const queries = useTandemQueries();
  return useCallback(
    (task, to, from) => {
      const options = mutations.tasks.moveToBoard();
      const name = `#${task.number} ${task.title}`;
      const say = (message: string) => {
        announceOn(from.id, message);
        announceOn(to.id, message);
      };
      const go = (
        target: BoardRef,
        origin: BoardRef,
        version: number,
        undoable: boolean,
      ): Promise<boolean> => {
        const moving = runMutation(queryClient, options, {
          taskId: task.id,
          toBoardId: target.id,
          expectedVersion: version,
        });
        const landed = moving.then(
          async (moved) => {
            // The other board's columns are its own: the announcement names the one it joined.
            const states = await queryClient
              .fetchQuery(queries.states.list(target.id))
              .catch(() => undefined);
            const column = states?.find((state) => state.id === moved.state_id)?.name;
            say(
              `Moved ${name} to the board ${target.name}, at the bottom of ${column ?? 'its column'}.`,
            );
            return true;
          },
          (error: unknown) => {
            if (undoable) {
              notifyRefusal(error, `Moving #${task.number} to ${target.name}`);
              say(`${name} stays on ${origin.name}.`);
            } else {
              say(notifyUndoRefused(error, `the move of #${task.number}`));
            }
            return false;
          },
        );
        if (undoable) {
          offerUndoOnceSaved(origin.id, moving, (moved) => ({
            message: `Moved #${task.number} to ${target.name}`,
            run: () => go(origin, target, moved.version, false).then(() => undefined),
          }));
        }
        return landed;
      };
      return go(to, from, task.version, true);
    },
    [mutations, queries, queryClient],
  );
}
