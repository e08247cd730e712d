import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import * as React from 'react';
import type { BoardTask, CardActionsRenderer } from './board-task';
import { TaskCard } from './task-card';

/** Props of {@link SortableTaskCard}. */
export interface SortableTaskCardProps {
  task: BoardTask;
  now?: Date;
  onOpen?: (taskId: string) => void;
  /** The board's one tab stop (roving tab index). */
  tabbable: boolean;
  /** Take focus once mounted (after a keyboard move or arrow navigation). */
  focusRequested: boolean;
  /** Dragging is off for read-only boards. */
  disabled: boolean;
  /** Extra controls drawn on the card's top corner. */
  actions?: CardActionsRenderer;
}

/** A {@link TaskCard} wired to @dnd-kit's sortable: draggable by pointer and keyboard. */
export const SortableTaskCard = React.memo(function SortableTaskCard({
  task,
  now,
  onOpen,
  tabbable,
  focusRequested,
  disabled,
  actions,
}: SortableTaskCardProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: task.id,
    data: { status: task.status },
    disabled,
    attributes: { roleDescription: 'draggable task' },
  });

  const cardRef = React.useRef<HTMLDivElement | null>(null);
  const setCardRef = React.useCallback(
    (element: HTMLDivElement | null) => {
      cardRef.current = element;
      setActivatorNodeRef(element);
    },
    [setActivatorNodeRef],
  );

  // Memoised: every mounted card re-renders on each drag move (dnd-kit's contexts change),
  // and the app's controls (a menu per card) would otherwise re-render with it.
  const controls = React.useMemo(
    () => (actions ? actions(task, { tabbable }) : null),
    [actions, task, tabbable],
  );

  React.useEffect(() => {
    if (focusRequested && cardRef.current && cardRef.current !== document.activeElement) {
      cardRef.current.focus({ preventScroll: false });
    }
  }, [focusRequested]);

  // Every mounted card re-renders on each drag move (dnd-kit's context changes), so the
  // moving transform sits on this wrapper and the memoised TaskCard only gets stable props.
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={actions ? 'group/sortable relative' : undefined}
    >
      <TaskCard
        ref={setCardRef}
        task={task}
        now={now}
        onOpen={onOpen}
        placeholder={isDragging}
        {...attributes}
        {...listeners}
        tabIndex={tabbable ? 0 : -1}
      />
      {actions && !isDragging ? (
        // Shown on hover and while the card (or the control) has focus; always there for
        // assistive technology.
        <div className="absolute end-1.5 top-1.5 rounded-md bg-surface opacity-0 transition-opacity focus-within:opacity-100 group-hover/sortable:opacity-100 group-has-[:focus-visible]/sortable:opacity-100 [@media(hover:none)]:opacity-100">
          {controls}
        </div>
      ) : null}
    </div>
  );
});
