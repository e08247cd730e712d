import type { BoardTaskRow } from '@tandem/api-client';
import { useMemo, useRef } from 'react';

const collator = new Intl.Collator();

/**
 * Every label used on the board, sorted, for the label filter. The same array while the set
 * of labels stays the same, so a live edit does not re-render the toolbar's menus.
 */
export function useBoardLabels(tasks: ReadonlyArray<BoardTaskRow>): string[] {
  const last = useRef<string[]>([]);
  return useMemo(() => {
    const next = [...new Set(tasks.flatMap((task) => task.labels))].sort(collator.compare);
    const same =
      next.length === last.current.length &&
      next.every((label, index) => label === last.current[index]);
    if (!same) last.current = next;
    return last.current;
  }, [tasks]);
}
