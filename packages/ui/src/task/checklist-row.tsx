import { GripVertical } from 'lucide-react';
import type * as React from 'react';
import { Checkbox } from '../forms/checkbox';
import { cn } from '../foundations/cn';
import { ChecklistItemTitle } from './checklist-item-title';
import type { ChecklistEntry } from './checklist-order';
import { ChecklistRowActions } from './checklist-row-actions';

/** Props of {@link ChecklistRow}. */
export interface ChecklistRowProps {
  item: ChecklistEntry;
  /** Offer editing, moving, deleting and converting. */
  editable: boolean;
  /** The list's instructions (how to move with the keyboard), for the row's controls. */
  describedBy?: string;
  /** Drawn as the drop target of a drag. */
  dropTarget: boolean;
  onToggle: (done: boolean) => void;
  onRename: (title: string) => void;
  /** Alt+ArrowUp (−1) or Alt+ArrowDown (+1). */
  onStep: (delta: -1 | 1) => void;
  onDelete: () => void;
  onConvert?: () => void;
  /** Drag and drop of the row, wired by the list. */
  drag: Pick<React.ComponentProps<'li'>, 'onDragOver' | 'onDragLeave' | 'onDrop' | 'onDragEnd'> & {
    onDragStart: React.DragEventHandler;
  };
}

/** One item of a {@link Checklist}: its checkbox, its title (edited in place) and its actions. */
export function ChecklistRow({
  item,
  editable,
  describedBy,
  dropTarget,
  onToggle,
  onRename,
  onStep,
  onDelete,
  onConvert,
  drag,
}: ChecklistRowProps) {
  const { onDragStart, ...dropHandlers } = drag;
  return (
    <li
      data-item-id={item.id}
      className={cn(
        'group/item flex min-h-9 items-center gap-2 rounded-md px-1 hover:bg-subtle',
        dropTarget && 'ring-2 ring-ring/40',
      )}
      onKeyDown={(event) => {
        if (!editable || !event.altKey) return;
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          onStep(event.key === 'ArrowUp' ? -1 : 1);
        }
      }}
      {...(editable ? dropHandlers : {})}
    >
      {editable ? (
        <span
          draggable
          onDragStart={onDragStart}
          aria-hidden="true"
          className="cursor-grab text-faint opacity-60 group-hover/item:opacity-100"
        >
          <GripVertical className="size-4" />
        </span>
      ) : null}
      <Checkbox
        data-role="check"
        aria-label={item.title}
        aria-describedby={describedBy}
        checked={item.done}
        disabled={!editable}
        onCheckedChange={(checked) => onToggle(checked === true)}
      />
      <ChecklistItemTitle
        item={item}
        editable={editable}
        describedBy={describedBy}
        onRename={onRename}
      />
      {editable ? (
        <ChecklistRowActions title={item.title} onDelete={onDelete} onConvert={onConvert} />
      ) : null}
    </li>
  );
}
