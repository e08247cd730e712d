import type { BoardState, TaskStatus } from '@tandem/schemas';
import { type BoardColumnSpec, columnStatus } from '@tandem/ui/board';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTandemQueries } from '../lib/use-tandem-queries';

/** A workflow state as the kit's board draws it. */
export function toColumn(state: BoardState): BoardColumnSpec {
  return {
    id: state.id,
    name: state.name,
    category: state.category,
    status: state.status,
    color: state.color,
    wipLimit: state.wip_limit,
  };
}

/**
 * The board's own columns (its workflow states, live through the board's channel) that the
 * status filter shows: a state shows when the status its tasks have is among `statuses`.
 * `undefined` until the states have loaded, when the board shows its status columns.
 */
export function useBoardColumns(boardId: string, statuses: ReadonlyArray<TaskStatus>) {
  const queries = useTandemQueries();
  const states = useQuery(queries.states.list(boardId));
  const columns = useMemo(
    () => states.data?.map(toColumn).filter((column) => statuses.includes(columnStatus(column))),
    [states.data, statuses],
  );
  return { states: states.data, columns };
}
