import * as React from 'react';
import type { CellContext } from './task-list-cell';

/**
 * What every cell reads, as one value kept while its parts are the same (it is a prop of
 * every memoised row). Without `now`, "now" is when the list mounted.
 */
export function useCellContext({
  states,
  people,
  now,
  compact,
  onOpen,
  onEdit,
  onSelect,
}: Omit<CellContext, 'now'> & { now: Date | undefined }): CellContext {
  const [today] = React.useState(() => new Date());
  return React.useMemo<CellContext>(
    () => ({ states, people, now: now ?? today, compact, onOpen, onEdit, onSelect }),
    [states, people, now, today, compact, onOpen, onEdit, onSelect],
  );
}
