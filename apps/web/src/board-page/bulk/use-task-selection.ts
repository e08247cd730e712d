import type { TaskSelectMode } from '@tandem/ui/board';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isTypingOrInDialog } from '../use-board-shortcuts';
import { taskCount } from './task-count';

/** What {@link useTaskSelection} gives a view. */
export interface TaskSelection {
  /** The selected tasks still in the view (for the view's `selectedIds`). */
  selectedIds: ReadonlySet<string>;
  /** The same ids in the view's order. */
  selected: string[];
  /** A card's request: `toggle` one, or `range` from the last toggled one to it. */
  select: (taskId: string, mode: TaskSelectMode) => void;
  /** Selects every task of the view (everything matching its filters). */
  selectAll: () => void;
  /** Empties the selection (also Escape, outside fields, menus and dialogs). */
  clear: () => void;
}

const NOTHING: ReadonlySet<string> = new Set();
const NONE: string[] = [];

/**
 * The selection of a view of tasks (board or list), for bulk edits. `orderOf` gives the
 * view's tasks in the order the person sees them (Shift ranges follow it, "Select all" takes
 * them all); it is read only while something is selected, so a view with no selection never
 * has to work out that order. A task that leaves the view (filtered out, deleted) leaves the
 * selection. Each change is announced ("3 tasks selected").
 */
export function useTaskSelection(
  orderOf: () => ReadonlyArray<string>,
  announce: (message: string) => void,
): TaskSelection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(NOTHING);
  const anchor = useRef<string | null>(null);
  const order = useRef(orderOf);
  order.current = orderOf;

  const selected = useMemo(
    () => (chosen.size === 0 ? NONE : orderOf().filter((id) => chosen.has(id))),
    [orderOf, chosen],
  );
  const selectedIds = useMemo(
    () => (selected.length === chosen.size ? chosen : new Set(selected)),
    [selected, chosen],
  );

  const change = useCallback(
    (next: ReadonlySet<string>) => {
      setChosen(next);
      announce(next.size === 0 ? 'Selection cleared.' : `${taskCount(next.size)} selected.`);
    },
    [announce],
  );

  const select = useCallback(
    (taskId: string, mode: TaskSelectMode) => {
      const ids = order.current();
      const next = new Set([...chosen].filter((id) => ids.includes(id)));
      const from = anchor.current ? ids.indexOf(anchor.current) : -1;
      const to = ids.indexOf(taskId);
      if (mode === 'range' && from >= 0 && to >= 0) {
        const [start, end] = from < to ? [from, to] : [to, from];
        for (const id of ids.slice(start, end + 1)) next.add(id);
      } else if (next.has(taskId)) {
        next.delete(taskId);
      } else {
        next.add(taskId);
      }
      anchor.current = taskId;
      change(next);
    },
    [chosen, change],
  );
  const selectAll = useCallback(() => change(new Set(order.current())), [change]);
  const clear = useCallback(() => {
    anchor.current = null;
    change(NOTHING);
  }, [change]);

  const hasSelection = selected.length > 0;
  useEffect(() => {
    if (!hasSelection) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Escape in a field, a menu or a dialog is theirs, not the selection's.
      if (isTypingOrInDialog(event.target)) return;
      event.preventDefault();
      clear();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hasSelection, clear]);

  return { selectedIds, selected, select, selectAll, clear };
}
