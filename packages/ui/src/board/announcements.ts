import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { type ColumnOrder, locate } from '../domain/schemas';
import type { BoardTask } from './board-task';

/** Read once when a card gets focus, through `aria-describedby`. */
export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    'Press Enter to open the task. Press Space to pick it up, the arrow keys to move it ' +
    'within and between columns, Space to drop it, or Escape to cancel. ' +
    'Without picking it up, the arrow keys move between tasks.',
};

/** What the live announcements need to see at the moment they are made. */
export interface AnnouncementSource {
  order: () => ColumnOrder<string>;
  task: (taskId: string) => BoardTask | undefined;
  /** The column the card started in, before the move. */
  originalColumn: () => string | null;
  /** A column's name as the board shows it ("In Progress", "QA"), by its key. */
  columnName: (column: string) => string | undefined;
}

/** Where a dragged card would land over `overId`: a card's slot, or the end of a column. */
function describeTarget(source: AnnouncementSource, overId: string): string {
  if (overId.startsWith('column:')) {
    const name = source.columnName(overId.slice('column:'.length));
    return name ? `${name}, end of the column` : '';
  }
  return describePlace(source, overId);
}

function describePlace(source: AnnouncementSource, taskId: string): string {
  const order = source.order();
  const at = locate(order, taskId);
  if (!at) return '';
  const length = order[at.column]?.length ?? 0;
  return `${source.columnName(at.column) ?? ''}, position ${at.index + 1} of ${length}`;
}

/** How a card is named in announcements: "Task #42, Write the docs". */
function taskName(source: AnnouncementSource, id: string | number): string {
  const task = source.task(String(id));
  return task ? `Task #${task.number}, ${task.title}` : 'Task';
}

function pickedUp(source: AnnouncementSource, id: string): string {
  return `Picked up ${taskName(source, id)}. ${describePlace(source, id)}.`;
}

function dropped(source: AnnouncementSource, id: string): string {
  return `${taskName(source, id)} dropped in ${describePlace(source, id)}.`;
}

function cancelled(source: AnnouncementSource, id: string): string {
  const column = source.originalColumn();
  const name = column === null ? undefined : source.columnName(column);
  return `Moving ${taskName(source, id)} was cancelled. It is back in ${name ?? 'its column'}.`;
}

/**
 * The screen-reader announcements of a pointer drag: what was picked up, where it is over
 * (column and position), where it was dropped, and that a cancelled move put it back.
 */
export function boardAnnouncements(source: AnnouncementSource): Announcements {
  // Right after a pick-up dnd-kit finds the card over its own slot; saying so would cut off
  // the pick-up announcement with the same place. Said once the card has moved.
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return pickedUp(source, String(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!moved && over?.id === active.id) return undefined;
      moved = true;
      return over
        ? `${taskName(source, active.id)} is over ${describeTarget(source, String(over.id))}.`
        : `${taskName(source, active.id)} is not over a column.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? dropped(source, String(active.id))
        : `${taskName(source, active.id)} dropped back where it was.`,
    onDragCancel: ({ active }) => cancelled(source, String(active.id)),
  };
}

/** The screen-reader announcements of a keyboard move, in the words of a pointer drag's. */
export interface KeyboardMoveAnnouncements {
  /** Space picked the card up: its name and place. */
  pickedUp: (taskId: string) => string;
  /** An arrow key moved it: its new place (column and position). */
  moved: (taskId: string) => string;
  /** Space or Enter dropped it: where it now is. */
  dropped: (taskId: string) => string;
  /** Escape (or a pointer press elsewhere) put it back in its column. */
  cancelled: (taskId: string) => string;
}

/** The announcements of a keyboard move, reading the board's order at the moment of each. */
export function keyboardMoveAnnouncements(source: AnnouncementSource): KeyboardMoveAnnouncements {
  return {
    pickedUp: (id) => pickedUp(source, id),
    moved: (id) => `${taskName(source, id)} is over ${describePlace(source, id)}.`,
    dropped: (id) => dropped(source, id),
    cancelled: (id) => cancelled(source, id),
  };
}
