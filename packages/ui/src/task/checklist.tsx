import * as React from 'react';
import { CHECKLIST_ITEMS_PER_TASK_MAX } from '../domain/schemas';
import { ChecklistAddField } from './checklist-add-field';
import type { ChecklistEntry } from './checklist-order';
import { ChecklistProgress } from './checklist-progress';
import { ChecklistRow } from './checklist-row';
import { useChecklistMoves } from './use-checklist-moves';

/** Props of {@link Checklist}. */
export interface ChecklistProps {
  /** The items, in order. */
  items: ReadonlyArray<ChecklistEntry>;
  /** Offer adding, editing, checking, moving, deleting and converting. @default true */
  editable?: boolean;
  /** A new item typed in the field (trimmed, checked with the schemas). */
  onAdd: (title: string) => void;
  /** An item checked or unchecked. */
  onToggle: (id: string, done: boolean) => void;
  /** An item renamed in place. */
  onRename: (id: string, title: string) => void;
  /** An item moved right below `aboveId`, or to the top (`null`). */
  onMove: (id: string, aboveId: string | null) => void;
  /** An item deleted. */
  onDelete: (id: string) => void;
  /** An item turned into a task of its own; the action is offered only with this. */
  onConvert?: (id: string) => void;
}

/**
 * A task's checklist: its progress, the items and a field to add one. Enter adds (and keeps
 * the field for the next), Space checks, a title is edited in place (Enter or leaving saves,
 * Escape reverts), Alt+ArrowUp/Down or dragging the grip reorders, and each item can be
 * deleted or turned into a task. Moves are announced.
 */
export function Checklist({
  items,
  editable = true,
  onAdd,
  onToggle,
  onRename,
  onMove,
  onDelete,
  onConvert,
}: ChecklistProps) {
  const moves = useChecklistMoves(items, onMove);
  const hintId = React.useId();
  const done = items.filter((item) => item.done).length;
  return (
    <div className="flex flex-col gap-2">
      {items.length > 0 ? <ChecklistProgress done={done} total={items.length} /> : null}
      {editable ? (
        <p id={hintId} hidden>
          Alt+Up and Alt+Down move an item.
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul ref={moves.listRef} aria-label="Checklist" className="flex flex-col">
          {items.map((item, index) => (
            <ChecklistRow
              key={item.id}
              item={item}
              editable={editable}
              describedBy={editable ? hintId : undefined}
              dropTarget={moves.isDropTarget(index)}
              onToggle={(checked) => onToggle(item.id, checked)}
              onRename={(title) => onRename(item.id, title)}
              onStep={(delta) => moves.step(index, delta)}
              onDelete={() => onDelete(item.id)}
              onConvert={onConvert ? () => onConvert(item.id) : undefined}
              drag={moves.dragOf(index)}
            />
          ))}
        </ul>
      ) : editable ? null : (
        <p className="text-faint text-sm">No checklist.</p>
      )}
      {editable ? (
        <ChecklistAddField full={items.length >= CHECKLIST_ITEMS_PER_TASK_MAX} onAdd={onAdd} />
      ) : null}
      <p aria-live="polite" className="sr-only">
        {moves.announcement}
      </p>
    </div>
  );
}
