import {
  type DragCancelEvent,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import * as React from 'react';
import { type ColumnOrder, locate, reorderColumns } from '../domain/schemas';
import { boardAnnouncements } from './announcements';
import type { BoardTask } from './board-task';

/** A pointer drag starts after 4 px, so a click still opens the card. */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };

/** What a pointer drag reads from the board and tells it. */
export interface BoardDragOptions {
  /** The columns as `tasks` have them, without a drag's preview. */
  baseOrder: ColumnOrder<string>;
  byId: Map<string, BoardTask>;
  /** Says a message in the board's live region. */
  announce: (message: string | undefined) => void;
  /** Reports a drop that changed the card's place. */
  commitMove: (id: string, finalOrder: ColumnOrder<string>) => void;
  /** A column's name, by its key, for the announcements. */
  columnName: (column: string) => string | undefined;
  /** Called as a drag starts. */
  onStart: () => void;
}

/** The column `id` (a card's or a column's `column:<key>` droppable) lies in. */
function columnOf(id: string, within: ColumnOrder<string>): string | null {
  if (id.startsWith('column:')) return id.slice('column:'.length);
  return locate(within, id)?.column ?? null;
}

/**
 * Pointer drag and drop of cards (@dnd-kit): the sensors and handlers of the board's
 * `DndContext`, the columns previewed while dragging, and the card being dragged. Each step is
 * announced in the board's live region.
 */
export function useBoardDrag(options: BoardDragOptions) {
  const { baseOrder, byId, announce, commitMove, onStart } = options;
  // Only pointer drags go through dnd-kit; the keyboard has its own moves (useKeyboardMove).
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS));
  const [preview, setPreview] = React.useState<ColumnOrder<string> | null>(null);
  const [activeId, setActiveId] = React.useState<string | null>(null);
  const originalColumn = React.useRef<string | null>(null);
  const columnName = React.useRef(options.columnName);
  columnName.current = options.columnName;

  // Announcements run inside dnd-kit's handlers, so they read the latest state through refs.
  const orderRef = React.useRef(preview ?? baseOrder);
  orderRef.current = preview ?? baseOrder;
  const byIdRef = React.useRef(byId);
  byIdRef.current = byId;
  const announcements = React.useMemo(
    () =>
      boardAnnouncements({
        order: () => orderRef.current,
        task: (id) => byIdRef.current.get(id),
        originalColumn: () => originalColumn.current,
        columnName: (column) => columnName.current(column),
      }),
    [],
  );

  const onDragStart = (event: DragStartEvent) => {
    const id = String(event.active.id);
    originalColumn.current = locate(baseOrder, id)?.column ?? null;
    onStart();
    setActiveId(id);
    setPreview(baseOrder);
    announce(announcements.onDragStart(event));
  };

  const onDragOver = (event: DragOverEvent) => {
    announce(announcements.onDragOver?.(event));
    const { active, over } = event;
    if (!over) return;
    const id = String(active.id);
    setPreview((current) => {
      const working = current ?? baseOrder;
      const from = locate(working, id);
      const to = columnOf(String(over.id), working);
      const target = to === null ? undefined : working[to];
      if (!from || to === null || !target || from.column === to) return current;
      // Entering another column: land on the hovered card's slot, or at the end.
      const overIndex = target.indexOf(String(over.id));
      return reorderColumns(working, id, to, overIndex === -1 ? target.length : overIndex);
    });
  };

  const finish = () => {
    setPreview(null);
    setActiveId(null);
  };

  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    const id = String(active.id);
    if (!over) {
      // Dropped outside every column: nothing moves, as the announcement says.
      announce(announcements.onDragEnd(event));
      finish();
      return;
    }
    const finalOrder = dropOrder(preview ?? baseOrder, id, String(over.id));
    // The announcement says where the card lands, not where the preview last had it.
    orderRef.current = finalOrder;
    announce(announcements.onDragEnd(event));
    finish();
    commitMove(id, finalOrder);
  };

  const onDragCancel = (event: DragCancelEvent) => {
    announce(announcements.onDragCancel(event));
    finish();
  };

  return {
    sensors,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel },
    preview,
    activeId,
    /** The column the dragged card started in. */
    activeFrom: activeId ? originalColumn.current : null,
  };
}

/**
 * The columns after dropping card `id` on `overId`: over a card, it takes its slot; over a
 * column's empty space, it stays put in the same column or goes to the end of another.
 */
function dropOrder(order: ColumnOrder<string>, id: string, overId: string): ColumnOrder<string> {
  const from = locate(order, id);
  const to = columnOf(overId, order);
  const target = to === null ? undefined : order[to];
  if (!from || to === null || !target) return order;
  const overIndex = target.indexOf(overId);
  const sameColumnIndex = from.column === to ? from.index : target.length;
  return reorderColumns(order, id, to, overIndex === -1 ? sameColumnIndex : overIndex);
}
