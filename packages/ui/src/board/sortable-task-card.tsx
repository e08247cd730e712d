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
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, node } =
    useSortable({
      id: task.id,
      data: { status: task.status },
      disabled,
      attributes: { roleDescription: 'draggable task' },
    });

  React.useEffect(() => {
    if (focusRequested && node.current && node.current !== document.activeElement) {
      node.current.focus({ preventScroll: false });
    }
  }, [focusRequested, node]);

  return (
    <TaskCard
      ref={setNodeRef}
      task={task}
      now={now}
      onOpen={onOpen}
      placeholder={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...attributes}
      {...listeners}
      tabIndex={tabbable ? 0 : -1}
    />
  );
});
