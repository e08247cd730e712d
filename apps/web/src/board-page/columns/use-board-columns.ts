import type { TaskStatus } from '@tandem/schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTandemQueries } from '../../lib/use-tandem-queries';
import { shownColumns } from '../toolbar/column-filter';

/**
 * The board's own columns (its workflow states, live through the board's channel) that the
 * Status filter shows (see `shownColumns`). `undefined` until the states have loaded,
 * when the board shows its status columns.
 */
export function useBoardColumns(
  boardId: string,
  statuses: ReadonlyArray<TaskStatus>,
  chosen: ReadonlyArray<string> | undefined,
) {
  const queries = useTandemQueries();
  const states = useQuery(queries.states.list(boardId));
  const columns = useMemo(
    () => (states.data ? shownColumns(states.data, statuses, chosen) : undefined),
    [states.data, statuses, chosen],
  );
  return { states: states.data, columns };
}
