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
      if (!lifted) return;
      const { columns, root, announce, onDrop } = latest.current;
      const step = liftedKeyStep(event, lifted, columns, root.current);
      if (step === 'cancel') {
        cancel();
      } else if (step === 'drop') {
        const message = messages.dropped(lifted.id);
        change(null);
        onDrop(lifted.id, lifted.order);
        announce(message);
      } else if (step) {
        change({ ...lifted, order: step });
        announce(messages.moved(lifted.id));
      }
    };
    return listenOnWindow(onKeyDown, cancel);
  }, [liftedId, change, messages, cancel]);

  // Keep the card focused and in view as it moves: moving its element in the DOM, or to
  // another column, takes focus from it.
  useFollowLifted(options.root, liftedId, lift?.order);

  return { lift, pickUp };
}

const DROP_KEYS: ReadonlySet<string> = new Set([' ', 'Enter']);

/**
 * What a key does to a card picked up from the keyboard: an arrow key gives the order with
 * the card at its next place, Space or Enter `'drop'`, Escape `'cancel'`; anything else
 * (or a step off the board's edge) `null`. The keys it acts on are claimed, and so is Tab:
 * focus stays on the card until it is dropped or put back.
 */
function liftedKeyStep(
  event: KeyboardEvent,
  lifted: KeyboardLift,
  columns: ReadonlyArray<string>,
  root: HTMLElement | null,
): ColumnOrder<string> | 'drop' | 'cancel' | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key.startsWith('Arrow')) {
    event.preventDefault();
    const rtl = root ? getComputedStyle(root).direction === 'rtl' : false;
    const target = keyboardMoveTarget(lifted.order, columns, lifted.id, event.key, rtl);
    if (!target) return null;
    return reorderColumns(lifted.order, lifted.id, target.column, target.index);
  }
  if (DROP_KEYS.has(event.key)) {
    // Claimed even when held down: a repeat of the pick-up's Space must not drop the card.
    event.preventDefault();
    return event.repeat ? null : 'drop';
  }
  if (event.key === 'Escape') {
    event.preventDefault();
    return 'cancel';
  }
  if (event.key === 'Tab') event.preventDefault();
  return null;
}

/**
 * Listens to every key and pointer press on the window, in the capture phase (before any
 * element's own handlers), as a keyboard move does while a card is up. Returns the cleanup.
 */
function listenOnWindow(
  onKeyDown: (event: KeyboardEvent) => void,
  onPointerDown: (event: PointerEvent) => void,
): () => void {
  window.addEventListener('keydown', onKeyDown, { capture: true });
  window.addEventListener('pointerdown', onPointerDown, { capture: true });
  return () => {
    window.removeEventListener('keydown', onKeyDown, { capture: true });
    window.removeEventListener('pointerdown', onPointerDown, { capture: true });
  };
}

/**
 * Keeps a card picked up from the keyboard focused and in view after each move (`order`
 * changes): moving its element in the DOM, or to another column, takes focus from it.
 */
function useFollowLifted(
  root: React.RefObject<HTMLElement | null>,
  liftedId: string | null,
  order: ColumnOrder<string> | undefined,
): void {
  React.useLayoutEffect(() => {
    const board = root.current;
    if (!liftedId || !order || !board) return;
    const card = board.querySelector<HTMLElement>(
      `[data-column] [data-task-id="${CSS.escape(liftedId)}"]`,
    );
    if (!card) return;
    if (card !== document.activeElement) card.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [liftedId, order, root]);
}
