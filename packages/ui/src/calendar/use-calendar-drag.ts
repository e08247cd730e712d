import {
  type DragEndEvent,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import * as React from 'react';
import type { BoardTask } from '../board/board-task';
import { TRAY_DROP_ID } from './calendar-tray';

/** A pointer drag starts after 4 px, so a click still opens the task. */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };

/** The due date a drop on `overId` gives: a day's date, `null` for the tray, else nothing. */
export function dueDateOfDrop(overId: string | undefined): string | null | undefined {
  if (overId === TRAY_DROP_ID) return null;
  if (overId?.startsWith('day:')) return overId.slice('day:'.length);
  return undefined;
}

/**
 * Pointer drag and drop of a calendar's tasks (@dnd-kit): the sensors and handlers of its
 * `DndContext` and the task being dragged. A drop on another day, or on the tray, reports the
 * new due date; a drop where the task already is reports nothing.
 */
export function useCalendarDrag(
  byId: ReadonlyMap<string, BoardTask>,
  onReschedule: ((taskId: string, dueDate: string | null) => void) | undefined,
) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS));
  const [active, setActive] = React.useState<BoardTask | null>(null);
  const onDragStart = (event: DragStartEvent) =>
    setActive(byId.get(String(event.active.id)) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setActive(null);
    const task = byId.get(String(event.active.id));
    const due = dueDateOfDrop(event.over ? String(event.over.id) : undefined);
    if (!task || due === undefined || due === (task.due_date ?? null)) return;
    onReschedule?.(task.id, due);
  };
  return { sensors, active, onDragStart, onDragEnd, onDragCancel: () => setActive(null) };
}
