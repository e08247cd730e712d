import * as React from 'react';
import type { ColumnOrder } from '../domain/schemas';

/** Screens narrow enough that one column fills most of the first view. */
const PHONE = '(max-width: 639px)';

/**
 * On a phone, once the board has loaded, scrolls its row of columns so the first column with
 * tasks starts the view: leading empty columns (an empty Backlog) would otherwise fill the
 * whole first screen. Once only: later changes never move what the person scrolled to.
 */
export function useStartAtFirstTasks(
  scroller: React.RefObject<HTMLElement | null>,
  columns: ReadonlyArray<string>,
  order: ColumnOrder<string>,
  loading: boolean,
): void {
  const done = React.useRef(false);
  React.useLayoutEffect(() => {
    if (loading || done.current) return;
    done.current = true;
    const row = scroller.current;
    if (!row || !window.matchMedia?.(PHONE).matches) return;
    const first = columns.findIndex((column) => (order[column]?.length ?? 0) > 0);
    const column = first > 0 ? row.children[first] : undefined;
    // `block: 'nearest'` leaves the page's vertical scroll alone; `inline: 'start'` follows the
    // writing direction.
    column?.scrollIntoView({ block: 'nearest', inline: 'start' });
  }, [scroller, columns, order, loading]);
}
