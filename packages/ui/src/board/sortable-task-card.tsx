import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import * as React from 'react';
import type { BoardTask } from './board-task';
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
}

/** A {@link TaskCard} wired to @dnd-kit's sortable: draggable by pointer and keyboard. */
export const SortableTaskCard = React.memo(function SortableTaskCard({
  task,
  now,
  onOpen,
  tabbable,
  focusRequested,
  disabled,
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

  React.useEffect(() => {
    if (focusRequested && cardRef.current && cardRef.current !== document.activeElement) {
      cardRef.current.focus({ preventScroll: false });
    }
  }, [focusRequested]);

  // Every mounted card re-renders on each drag move (dnd-kit's context changes), so the
  // moving transform sits on this wrapper and the memoised TaskCard only gets stable props.
  return (
    <div ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }}>
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
    </div>
  );
});
