import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TaskStatus } from '../domain/schemas';
import type { ColumnOrder } from './board-order';
import { locate } from './board-order';
import type { BoardTask } from './board-task';
import { STATUS_LABELS } from './labels';

/** Read once when a card gets focus, through `aria-describedby`. */
export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    'Press Enter to open the task. Press Space to pick it up, the arrow keys to move it ' +
    'within and between columns, Space to drop it, or Escape to cancel. ' +
    'Without picking it up, the arrow keys move between tasks.',
};

/** What the live announcements need to see at the moment they are made. */
export interface AnnouncementSource {
  order: () => ColumnOrder;
  task: (taskId: string) => BoardTask | undefined;
  originalStatus: () => TaskStatus | null;
}

/** Where a dragged card would land over `overId`: a card's slot, or the end of a column. */
function describeTarget(order: ColumnOrder, overId: string): string {
  if (overId.startsWith('column:')) {
    const status = overId.slice('column:'.length) as TaskStatus;
    return STATUS_LABELS[status] ? `${STATUS_LABELS[status]}, end of the column` : '';
  }
  return describePlace(order, overId);
}

function describePlace(order: ColumnOrder, taskId: string): string {
  const at = locate(order, taskId);
  if (!at) return '';
  return `${STATUS_LABELS[at.status]}, position ${at.index + 1} of ${order[at.status].length}`;
}

/**
 * The screen-reader announcements of a board drag: what was picked up, where it is over
 * (column and position), where it was dropped, and that a cancelled move put it back.
 */
export function boardAnnouncements(source: AnnouncementSource): Announcements {
  const name = (id: string | number) => {
    const task = source.task(String(id));
    return task ? `Task #${task.number}, ${task.title}` : 'Task';
  };
  // Right after a pick-up dnd-kit finds the card over its own slot; saying so would cut off
  // the pick-up announcement with the same place. Said once the card has moved.
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `Picked up ${name(active.id)}. ${describePlace(source.order(), String(active.id))}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!moved && over?.id === active.id) return undefined;
      moved = true;
      return over
        ? `${name(active.id)} is over ${describeTarget(source.order(), String(over.id))}.`
        : `${name(active.id)} is not over a column.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped in ${describePlace(source.order(), String(active.id))}.`
        : `${name(active.id)} dropped back where it was.`,
    onDragCancel: ({ active }) => {
      const status = source.originalStatus();
      return `Moving ${name(active.id)} was cancelled. It is back in ${
        status ? STATUS_LABELS[status] : 'its column'
      }.`;
    },
  };
}
