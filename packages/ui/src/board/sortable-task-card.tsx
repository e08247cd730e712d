import * as React from 'react';
import {
  isSelectKey,
  selectModeOf,
  type TaskSelectHandler,
  useCardSelection,
} from './board-selection';
import type { BoardTask, CardActionsRenderer } from './board-task';
import { type BindingLink, SortableBinding } from './sortable-binding';
import { TaskCard } from './task-card';

/** Props of {@link SortableTaskCard}. */
export interface SortableTaskCardProps {
  task: BoardTask;
  /** The key of the column the card is in. */
  column: string;
  now?: Date;
  onOpen?: (taskId: string) => void;
  /** The board's one tab stop (roving tab index). */
  tabbable: boolean;
  /** Take focus once mounted (after a keyboard move or arrow navigation). */
  focusRequested: boolean;
  /** Dragging is off for read-only boards. */
  disabled: boolean;
  /** This card is the one being dragged: drawn as the empty slot it left. */
  dragging: boolean;
  /**
   * This card is picked up from the keyboard: drawn lifted, in the place it is moved to.
   * @default false
   */
  lifted?: boolean;
  /** Id of the drag instructions (the DndContext's `id`), read with the card's description. */
  describedBy?: string;
  /** Extra controls drawn on the card's top corner. */
  actions?: CardActionsRenderer;
}

/**
 * A {@link TaskCard} wired to @dnd-kit's sortable for pointer drags (the board moves cards
 * from the keyboard itself). The sortable hooks live in a childless {@link SortableBinding}:
 * every drag move re-renders each mounted card's binding (dnd-kit's contexts change), never
 * the card, its "Move…" control or its wrapper. Read-only cards, and the card picked up from
 * the keyboard, have no binding.
 */
export const SortableTaskCard = React.memo(function SortableTaskCard({
  task,
  column,
  now,
  onOpen,
  tabbable,
  focusRequested,
  disabled,
  dragging,
  lifted = false,
  describedBy,
  actions,
}: SortableTaskCardProps) {
  const { nodeRef, cardRef, link, setNode, setCard } = useBindingRefs();
  const { selected, onSelect } = useCardSelection(task.id);
  const { onKeyDown, onClick, onPointerDown } = useCardHandlers(task.id, onSelect, link);

  // Memoised: the app's controls (a menu per card) render only when the card's task changes.
  const controls = React.useMemo(
    () => (actions ? actions(task, { tabbable }) : null),
    [actions, task, tabbable],
  );

  useFocusRequest(cardRef, focusRequested);

  return (
    <div ref={setNode} className={actions ? 'group/sortable relative' : undefined}>
      {/*
        A card picked up from the keyboard leaves dnd-kit while it moves: registered, it would
        register anew in each column it enters, and every card's hooks would re-render.
      */}
      {disabled || lifted ? null : (
        <SortableBinding
          id={task.id}
          column={column}
          node={nodeRef}
          activator={cardRef}
          link={link}
        />
      )}
      <TaskCard
        ref={setCard}
        task={task}
        now={now}
        onOpen={onOpen}
        placeholder={dragging}
        lifted={lifted}
        // A moved card loses focus for a moment when its element moves; a transition would
        // then animate its focus ring away and back on every arrow key.
        className={lifted ? 'transition-none' : undefined}
        // What dnd-kit's draggable attributes say, set here so they need no re-render. A
        // read-only card is a plain button that opens the task: it claims no drag, and it is
        // not "disabled" either, since Enter and a click still open it.
        role="button"
        aria-roledescription={disabled ? undefined : 'draggable task'}
        aria-describedby={disabled ? undefined : describedBy}
        aria-pressed={dragging || lifted || selected || undefined}
        selected={selected}
        onClick={onClick}
        onKeyDown={disabled ? undefined : onKeyDown}
        onPointerDown={disabled ? undefined : onPointerDown}
        tabIndex={tabbable ? 0 : -1}
      />
      {actions && !dragging && !lifted ? (
        // Shown on hover and while the card (or the control) has focus; always there for
        // assistive technology.
        <div className="absolute end-1.5 top-1.5 rounded-md bg-surface opacity-0 transition-opacity focus-within:opacity-100 group-hover/sortable:opacity-100 group-has-[:focus-visible]/sortable:opacity-100 [@media(hover:none)]:opacity-100">
          {controls}
        </div>
      ) : null}
    </div>
  );
});

/** The refs a sortable card shares with its {@link BindingLink}. */
interface BindingRefs {
  /** The card's wrapper: dnd-kit's node. */
  nodeRef: React.RefObject<HTMLDivElement | null>;
  /** The card itself: dnd-kit's activator, and what takes focus. */
  cardRef: React.RefObject<HTMLDivElement | null>;
  /** What the binding, when mounted, gives the card of dnd-kit's sortable. */
  link: React.RefObject<BindingLink | null>;
  /** Stable ref callbacks that set the element here and on the binding. */
  setNode: (element: HTMLDivElement | null) => void;
  setCard: (element: HTMLDivElement | null) => void;
}

/**
 * The refs of a sortable card: its elements are kept here and handed to dnd-kit through the
 * binding's link, so the card never re-renders for dnd-kit.
 */
function useBindingRefs(): BindingRefs {
  const nodeRef = React.useRef<HTMLDivElement | null>(null);
  const cardRef = React.useRef<HTMLDivElement | null>(null);
  const link = React.useRef<BindingLink | null>(null);
  const setNode = React.useCallback((element: HTMLDivElement | null) => {
    nodeRef.current = element;
    link.current?.setNodeRef(element);
  }, []);
  const setCard = React.useCallback((element: HTMLDivElement | null) => {
    cardRef.current = element;
    link.current?.setActivatorNodeRef(element);
  }, []);
  return { nodeRef, cardRef, link, setNode, setCard };
}

/** A sortable card's event handlers. */
interface CardHandlers {
  onKeyDown: (event: React.KeyboardEvent<HTMLDivElement>) => void;
  onClick: (event: React.MouseEvent<HTMLDivElement>) => void;
  onPointerDown: (event: React.PointerEvent<HTMLDivElement>) => void;
}

/**
 * A sortable card's handlers: `x` toggles its selection, Ctrl/Cmd+click and Shift+click select
 * instead of opening it, and the rest goes to dnd-kit's current listeners.
 */
function useCardHandlers(
  taskId: string,
  onSelect: TaskSelectHandler | undefined,
  link: React.RefObject<BindingLink | null>,
): CardHandlers {
  // The card's handlers stay the same functions and call dnd-kit's current ones.
  const onKeyDown = React.useCallback(
    (event: React.KeyboardEvent<HTMLDivElement>) => {
      if (isSelectKey(event) && onSelect && event.target === event.currentTarget) {
        event.preventDefault();
        onSelect(taskId, 'toggle');
        return;
      }
      link.current?.listeners?.onKeyDown?.(event);
    },
    [onSelect, taskId, link],
  );
  // Ctrl/Cmd+click and Shift+click select instead of opening the task.
  const onClick = React.useCallback(
    (event: React.MouseEvent<HTMLDivElement>) => {
      const mode = onSelect ? selectModeOf(event) : undefined;
      if (!mode || !onSelect) return;
      event.preventDefault();
      onSelect(taskId, mode);
    },
    [onSelect, taskId],
  );
  const onPointerDown = React.useCallback(
    (event: React.PointerEvent<HTMLDivElement>) => link.current?.listeners?.onPointerDown?.(event),
    [link],
  );
  return { onKeyDown, onClick, onPointerDown };
}

/** Focuses the element once `requested` turns true, unless it has focus already. */
function useFocusRequest(ref: React.RefObject<HTMLElement | null>, requested: boolean): void {
  React.useEffect(() => {
    if (requested && ref.current && ref.current !== document.activeElement) {
      ref.current.focus({ preventScroll: false });
    }
  }, [requested, ref]);
}
