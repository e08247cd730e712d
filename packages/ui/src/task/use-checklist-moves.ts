import * as React from 'react';
import { aboveIdForDrop, aboveIdForStep, type ChecklistEntry } from './checklist-order';
import type { ChecklistRowProps } from './checklist-row';

/**
 * Reordering a checklist by keyboard and by drag: calls `onMove`, announces where the item
 * went, and gives focus back to the control that had it once the list has reordered.
 */
export function useChecklistMoves(
  items: ReadonlyArray<ChecklistEntry>,
  onMove: (id: string, aboveId: string | null) => void,
) {
  const [announcement, setAnnouncement] = React.useState('');
  const [dragging, setDragging] = React.useState<number | null>(null);
  const [over, setOver] = React.useState<number | null>(null);
  const refocus = React.useRef<{ id: string; role: string } | null>(null);
  const listRef = React.useRef<HTMLUListElement>(null);

  React.useLayoutEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-item-id="${target.id}"] [data-role="${target.role}"]`)
      ?.focus();
  });

  const move = (index: number, aboveId: string | null | undefined) => {
    const item = items[index];
    if (!item || aboveId === undefined) return;
    const role = (document.activeElement as HTMLElement | null)?.dataset.role ?? 'check';
    refocus.current = { id: item.id, role };
    onMove(item.id, aboveId);
    const others = items.filter((other) => other.id !== item.id);
    const place = aboveId === null ? 1 : others.findIndex((other) => other.id === aboveId) + 2;
    setAnnouncement(`Moved ${item.title} to position ${place} of ${items.length}.`);
  };

  const stop = () => {
    setDragging(null);
    setOver(null);
  };

  const dragOf = (index: number): ChecklistRowProps['drag'] => ({
    onDragStart: (event) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', items[index]?.title ?? '');
      setDragging(index);
    },
    onDragOver: (event) => {
      if (dragging === null) return;
      event.preventDefault();
      setOver(index);
    },
    onDragLeave: () => setOver((current) => (current === index ? null : current)),
    onDrop: (event) => {
      event.preventDefault();
      if (dragging !== null) move(dragging, aboveIdForDrop(items, dragging, index));
      stop();
    },
    onDragEnd: stop,
  });

  return {
    listRef,
    announcement,
    /** Whether the row at `index` is where a dragged item would land. */
    isDropTarget: (index: number) => over === index && dragging !== index,
    step: (index: number, delta: -1 | 1) => move(index, aboveIdForStep(items, index, delta)),
    dragOf,
  };
}
