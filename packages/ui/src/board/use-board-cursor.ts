import * as React from 'react';
import { type ColumnMove, type ColumnOrder, columnMoveOf, locate } from '../domain/schemas';
import type { BoardTask } from './board-task';
import { useLandingOrder } from './use-landing-order';

/**
 * The board's current card (the one reachable with Tab), the card to focus, and the commit of
 * a drop, after which focus follows the dropped card and the board shows the drop's order
 * (`shownOrder`) until its tasks follow. `onMove` says whether the app took the move.
 */
export function useBoardCursor(
  baseOrder: ColumnOrder<string>,
  byId: Map<string, BoardTask>,
  columns: ReadonlyArray<string>,
  onMove: ((move: ColumnMove) => boolean | undefined) | undefined,
) {
  const landing = useLandingOrder(baseOrder);
  const [currentId, setCurrentId] = React.useState<string | null>(null);
  const [focusId, setFocusId] = React.useState<string | null>(null);
  // A dropped card to focus once `tasks` show it in its new column: the app may update them
  // a moment after `onMove` (an optimistic cache write), and the card then mounts anew.
  const refocus = React.useRef<{ id: string; column: string } | null>(null);

  React.useEffect(() => {
    const pending = refocus.current;
    if (!pending || locate(baseOrder, pending.id)?.column !== pending.column) return;
    refocus.current = null;
    setFocusId(pending.id);
  }, [baseOrder]);

  // The one card reachable with Tab: the last one focused if it still exists, else the first.
  const tabbableId = React.useMemo(() => {
    if (currentId && byId.has(currentId) && locate(baseOrder, currentId)) return currentId;
    for (const column of columns) {
      const first = baseOrder[column]?.[0];
      if (first) return first;
    }
    return null;
  }, [currentId, byId, baseOrder, columns]);

  /** Reports a drop that changed the card's place, and has focus follow the card. */
  const commitMove = (id: string, finalOrder: ColumnOrder<string>) => {
    const from = locate(baseOrder, id);
    const to = locate(finalOrder, id);
    if (!from || !to) return;
    const move = columnMoveOf(baseOrder, finalOrder, id);
    if (move && onMove?.(move)) landing.land(finalOrder);
    setCurrentId(id);
    setFocusId(id);
    refocus.current = to.column !== from.column ? { id, column: to.column } : null;
  };
  // One function for the row of columns, which then does not re-render for a new one.
  const latestCommit = React.useRef(commitMove);
  latestCommit.current = commitMove;
  const dropFromKeyboard = React.useCallback(
    (id: string, finalOrder: ColumnOrder<string>) => latestCommit.current(id, finalOrder),
    [],
  );

  /** A drag started: a drop still pending focus no longer needs it. */
  const forgetRefocus = () => {
    refocus.current = null;
  };

  return {
    /** The order to show: the tasks' own, or a drop's until the tasks follow it. */
    shownOrder: landing.order,
    currentId,
    setCurrentId,
    focusId,
    setFocusId,
    tabbableId,
    commitMove,
    dropFromKeyboard,
    forgetRefocus,
  };
}
