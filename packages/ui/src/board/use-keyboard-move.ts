import * as React from 'react';
import { type ColumnOrder, locate, reorderColumns } from '../domain/schemas';
import { keyboardMoveAnnouncements } from './announcements';
import type { BoardTask } from './board-task';
import { keyboardMoveTarget } from './keyboard-move';

/** A card picked up from the keyboard: where it started and the order it is moved through. */
export interface KeyboardLift {
  id: string;
  /** Its column when picked up, where Escape puts it back. */
  from: string;
  /** The board's order with the card at its current place. */
  order: ColumnOrder<string>;
}

/** Options of {@link useKeyboardMove}. */
export interface KeyboardMoveOptions {
  /** The board's committed order, which a pick-up starts from. */
  order: ColumnOrder<string>;
  /** The columns' keys, in board order. */
  columns: ReadonlyArray<string>;
  /** A column's name, by its key, for the announcements. */
  columnName: (column: string) => string | undefined;
  /** Looks a task up, for the announcements. */
  task: (taskId: string) => BoardTask | undefined;
  /** The board's element: the picked-up card is found, focused and scrolled to inside it. */
  root: React.RefObject<HTMLElement | null>;
  /** Says an announcement in the board's live region. */
  announce: (message: string) => void;
  /** Space or Enter dropped the card: `order` has it at its new place. */
  onDrop: (taskId: string, order: ColumnOrder<string>) => void;
}

/** What {@link useKeyboardMove} gives the board. */
export interface KeyboardMove {
  /** The card picked up, or `null`. */
  lift: KeyboardLift | null;
  /** Picks a card up (Space on it). */
  pickUp: (taskId: string) => void;
}

const DROP_KEYS: ReadonlySet<string> = new Set([' ', 'Enter']);

/**
 * Keyboard moves of the board's cards, without dnd-kit: Space picks a card up, the arrow keys
 * move it through a preview order (the board renders it there), Space or Enter drops it and
 * Escape, or a pointer press anywhere, puts it back. Each step is announced. dnd-kit's
 * keyboard sensor re-measured every droppable and re-rendered every card's sortable hooks on
 * each arrow key; here a key re-renders the one or two columns the card is in.
 *
 * While a card is up, keys are read on the window (as dnd-kit's sensor does): the card may
 * lose focus for a moment when it is moved to another column and mounted anew there.
 */
export function useKeyboardMove(options: KeyboardMoveOptions): KeyboardMove {
  const [lift, setLift] = React.useState<KeyboardLift | null>(null);
  // Keys read the lift from here: a second key may arrive before React renders the first.
  const current = React.useRef<KeyboardLift | null>(null);
  const latest = React.useRef(options);
  latest.current = options;

  const change = React.useCallback((next: KeyboardLift | null) => {
    current.current = next;
    setLift(next);
  }, []);

  const messages = React.useMemo(
    () =>
      keyboardMoveAnnouncements({
        order: () => current.current?.order ?? latest.current.order,
        task: (id) => latest.current.task(id),
        originalColumn: () => current.current?.from ?? null,
        columnName: (column) => latest.current.columnName(column),
      }),
    [],
  );

  const pickUp = React.useCallback(
    (taskId: string) => {
      const { order, announce } = latest.current;
      const at = locate(order, taskId);
      if (!at || current.current) return;
      change({ id: taskId, from: at.column, order });
      announce(messages.pickedUp(taskId));
    },
    [change, messages],
  );

  const cancel = React.useCallback(() => {
    if (!current.current) return;
    const message = messages.cancelled(current.current.id);
    change(null);
    latest.current.announce(message);
  }, [change, messages]);

  // The card is gone from the board (deleted, or moved by someone else to a hidden column):
  // there is nothing left to drop.
  const committed = options.order;
  React.useEffect(() => {
    if (current.current && !locate(committed, current.current.id)) cancel();
  }, [committed, cancel]);

  const liftedId = lift?.id ?? null;
  React.useLayoutEffect(() => {
    if (!liftedId) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const lifted = current.current;
      if (!lifted || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) {
        return;
      }
      const { columns, root, announce, onDrop } = latest.current;
      if (event.key.startsWith('Arrow')) {
        event.preventDefault();
        const rtl = root.current ? getComputedStyle(root.current).direction === 'rtl' : false;
        const target = keyboardMoveTarget(lifted.order, columns, lifted.id, event.key, rtl);
        if (!target) return;
        change({
          ...lifted,
          order: reorderColumns(lifted.order, lifted.id, target.column, target.index),
        });
        announce(messages.moved(lifted.id));
      } else if (DROP_KEYS.has(event.key)) {
        // Claimed even when held down: a repeat of the pick-up's Space must not drop the card.
        event.preventDefault();
        if (event.repeat) return;
        const message = messages.dropped(lifted.id);
        change(null);
        onDrop(lifted.id, lifted.order);
        announce(message);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        cancel();
      } else if (event.key === 'Tab') {
        // Focus stays on the card until it is dropped or put back.
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    window.addEventListener('pointerdown', cancel, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      window.removeEventListener('pointerdown', cancel, { capture: true });
    };
  }, [liftedId, change, messages, cancel]);

  // Keep the card focused and in view as it moves: moving its element in the DOM, or to
  // another column, takes focus from it.
  const order = lift?.order;
  React.useLayoutEffect(() => {
    const root = latest.current.root.current;
    if (!liftedId || !order || !root) return;
    const card = root.querySelector<HTMLElement>(
      `[data-column] [data-task-id="${CSS.escape(liftedId)}"]`,
    );
    if (!card) return;
    if (card !== document.activeElement) card.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [liftedId, order]);

  return { lift, pickUp };
}
