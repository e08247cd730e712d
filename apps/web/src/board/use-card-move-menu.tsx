import { canTransition, type Task } from '@tandem/schemas';
import type { CardActionsRenderer } from '@tandem/ui/board';
import { useCallback, useMemo, useRef } from 'react';
import { type CardMoveControls, CardMoveMenu } from './card-move-menu';
import { focusCardWhenIn } from './focus-card';
import { resolveMoveTarget } from './move-target';
import { placeOf } from './place-of';
import type { MoveHandler } from './use-move-task';

/**
 * The board's `cardActions`: a "Move…" menu on every card. The renderer stays the same
 * function while tasks change (it reads them through a ref), so memoised columns and cards
 * are not re-rendered by it.
 */
export function useCardMoveMenu(
  tasks: ReadonlyArray<Task>,
  move: MoveHandler,
): CardActionsRenderer {
  const latest = useRef({ tasks, move });
  latest.current = { tasks, move };
  const controls = useMemo<CardMoveControls>(
    () => ({
      placeOf: (taskId) => {
        const task = latest.current.tasks.find((candidate) => candidate.id === taskId);
        return task ? placeOf(latest.current.tasks, task) : null;
      },
      canMoveTo: (taskId, status) => {
        const task = latest.current.tasks.find((candidate) => candidate.id === taskId);
        return Boolean(task && canTransition(task.status, status));
      },
      move: (taskId, target) => {
        const task = latest.current.tasks.find((candidate) => candidate.id === taskId);
        if (!task) return;
        const resolved = resolveMoveTarget(latest.current.tasks, task, target);
        if (!resolved) return;
        latest.current.move(taskId, resolved.status, resolved.aboveId, resolved.belowId);
        focusCardWhenIn(taskId, resolved.status);
      },
    }),
    [],
  );
  return useCallback<CardActionsRenderer>(
    (task, { tabbable }) => <CardMoveMenu task={task} tabbable={tabbable} controls={controls} />,
    [controls],
  );
}
