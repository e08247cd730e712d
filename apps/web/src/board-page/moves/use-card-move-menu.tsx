import type { BoardTaskRow } from '@tandem/api-client';
import { type BoardState, canTransition, canTransitionCategory } from '@tandem/schemas';
import type {
  BoardMoveHandler,
  BoardStateMoveHandler,
  CardActionsRenderer,
} from '@tandem/ui/board';
import { columnStatus } from '@tandem/ui/board';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useTandemQueries } from '../../lib/use-tandem-queries';
import { useWorkspaceAccess } from '../../workspace-shell/use-workspace-access';
import { type CardMoveControls, CardMoveMenu } from './card-move-menu';
import { focusCardWhenIn } from './focus-card';
import { resolveMoveTarget, resolveStateMoveTarget } from './move-target';
import { otherOpenBoards } from './other-boards';
import { placeOf } from './place-of';
import { statePlace } from './state-place';
import { useMoveToBoard } from './use-move-to-board';

/** After a card leaves the board, focus goes to its neighbour in the column, if any. */
function focusNeighbourOf(
  tasks: ReadonlyArray<BoardTaskRow>,
  task: BoardTaskRow,
  byState: boolean,
): void {
  const place = byState ? statePlace(tasks, task) : placeOf(tasks, task);
  const neighbour = place.belowId ?? place.aboveId;
  if (!neighbour) return;
  if (byState) focusCardWhenIn(neighbour, task.state_id, 'column');
  else focusCardWhenIn(neighbour, task.status);
}

/** The states a card can move to, each marked with whether the workflow allows it. */
function menuStates(states: ReadonlyArray<BoardState>, task: BoardTaskRow) {
  const from = states.find((state) => state.id === task.state_id);
  return states.map((state) => ({
    id: state.id,
    name: state.name,
    status: columnStatus({ ...state, wipLimit: state.wip_limit }),
    allowed: !from || canTransitionCategory(from.category, state.category),
  }));
}

/**
 * The board's `cardActions`: a "Move…" menu on every card, to another column (a workflow
 * state once the board's states have loaded), place or board of the workspace. The renderer
 * stays the same function while tasks and boards change (it reads them through a ref), so
 * memoised columns and cards are not re-rendered by it.
 */
export function useCardMoveMenu(
  tasks: ReadonlyArray<BoardTaskRow>,
  move: BoardMoveHandler,
  states: ReadonlyArray<BoardState> | undefined,
  moveToState: BoardStateMoveHandler,
): CardActionsRenderer {
  const { workspace } = useWorkspaceAccess();
  const queries = useTandemQueries();
  const boards = useQuery(queries.boards.list(workspace.id)).data;
  const moveToBoard = useMoveToBoard();
  const latest = useRef({ tasks, move, boards, moveToBoard, states, moveToState });
  latest.current = { tasks, move, boards, moveToBoard, states, moveToState };
  const controls = useMemo<CardMoveControls>(
    () => ({
      placeOf: (taskId) => {
        const task = latest.current.tasks.find((candidate) => candidate.id === taskId);
        if (!task) return null;
        if (!latest.current.states) return placeOf(latest.current.tasks, task);
        const { index, count } = statePlace(latest.current.tasks, task);
        return { status: task.status, stateId: task.state_id, index, count };
      },
      states: (taskId) => {
        const task = latest.current.tasks.find((candidate) => candidate.id === taskId);
        const { states: known } = latest.current;
        return known && task ? menuStates(known, task) : null;
      },
      canMoveTo: (taskId, status) => {
        const task = latest.current.tasks.find((candidate) => candidate.id === taskId);
        return Boolean(task && canTransition(task.status, status));
      },
      move: (taskId, target) => {
        const task = latest.current.tasks.find((candidate) => candidate.id === taskId);
        if (!task) return;
        const { states: known, tasks: all } = latest.current;
        if (known) {
          const ids = known.map((state) => state.id);
          const toState = resolveStateMoveTarget(all, task, target, ids);
          if (!toState) return;
          latest.current.moveToState(toState);
          focusCardWhenIn(taskId, toState.stateId, 'column');
          return;
        }
        const resolved = resolveMoveTarget(latest.current.tasks, task, target);
        if (!resolved) return;
        latest.current.move(resolved);
        focusCardWhenIn(taskId, resolved.toStatus);
      },
      otherBoards: (taskId) => {
        const task = latest.current.tasks.find((candidate) => candidate.id === taskId);
        return otherOpenBoards(latest.current.boards, task?.board_id);
      },
      moveToBoard: (taskId, boardId) => {
        const { tasks: all, boards: known } = latest.current;
        const task = all.find((candidate) => candidate.id === taskId);
        const to = known?.find((board) => board.id === boardId);
        const from = known?.find((board) => board.id === task?.board_id);
        if (!task || !to || !from) return;
        focusNeighbourOf(all, task, latest.current.states !== undefined);
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
