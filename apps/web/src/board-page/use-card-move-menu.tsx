import type { BoardTaskRow } from '@tandem/api-client';
import { canTransition } from '@tandem/schemas';
import type { BoardMoveHandler, CardActionsRenderer } from '@tandem/ui/board';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useWorkspaceAccess } from '../workspace-shell/use-workspace-access';
import { type CardMoveControls, CardMoveMenu } from './card-move-menu';
import { focusCardWhenIn } from './focus-card';
import { resolveMoveTarget } from './move-target';
import { placeOf } from './place-of';
import { useMoveToBoard } from './use-move-to-board';

/** After a card leaves the board, focus goes to its neighbour in the column, if any. */
function focusNeighbourOf(tasks: ReadonlyArray<BoardTaskRow>, task: BoardTaskRow): void {
  const place = placeOf(tasks, task);
  const neighbour = place.belowId ?? place.aboveId;
  if (neighbour) focusCardWhenIn(neighbour, task.status);
}

/**
 * The board's `cardActions`: a "Move…" menu on every card, to another column, place or board
 * of the workspace. The renderer stays the same function while tasks and boards change (it
 * reads them through a ref), so memoised columns and cards are not re-rendered by it.
 */
export function useCardMoveMenu(
  tasks: ReadonlyArray<BoardTaskRow>,
  move: BoardMoveHandler,
): CardActionsRenderer {
  const { workspace } = useWorkspaceAccess();
  const queries = useTandemQueries();
  const boards = useQuery(queries.boards.list(workspace.id)).data;
  const moveToBoard = useMoveToBoard();
  const latest = useRef({ tasks, move, boards, moveToBoard });
  latest.current = { tasks, move, boards, moveToBoard };
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
        latest.current.move(resolved);
        focusCardWhenIn(taskId, resolved.toStatus);
      },
      otherBoards: (taskId) => {
        const task = latest.current.tasks.find((candidate) => candidate.id === taskId);
        return (latest.current.boards ?? []).filter(
          (board) => board.id !== task?.board_id && !board.archived_at,
        );
      },
      moveToBoard: (taskId, boardId) => {
        const { tasks: all, boards: known } = latest.current;
        const task = all.find((candidate) => candidate.id === taskId);
        const to = known?.find((board) => board.id === boardId);
        const from = known?.find((board) => board.id === task?.board_id);
        if (!task || !to || !from) return;
        focusNeighbourOf(all, task);
        void latest.current.moveToBoard(task, to, from);
      },
    }),
    [],
  );
  return useCallback<CardActionsRenderer>(
    (task, { tabbable }) => <CardMoveMenu task={task} tabbable={tabbable} controls={controls} />,
    [controls],
  );
}
