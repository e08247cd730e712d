import { GripVertical, SquareArrowOutUpRight, Trash2 } from 'lucide-react';
import * as React from 'react';
import { IconButton } from '../actions/icon-button';
import { checklistItemTitleSchema } from '../domain/schemas';
import { Checkbox } from '../forms/checkbox';
import { cn } from '../foundations/cn';
import type { ChecklistEntry } from './checklist-order';

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
  const [draft, setDraft] = React.useState(item.title);
  React.useEffect(() => setDraft(item.title), [item.title]);
  const commit = () => {
    const parsed = checklistItemTitleSchema.safeParse(draft);
    // An emptied or over-long title goes back to what it was: deleting is its own button.
    if (!parsed.success) setDraft(item.title);
    else if (parsed.data !== item.title) onRename(parsed.data);
  };
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
      {editable ? (
        <input
          data-role="title"
          aria-label={`Edit item ${item.title}`}
          aria-describedby={describedBy}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape' && draft !== item.title) {
              event.preventDefault();
              event.stopPropagation();
              setDraft(item.title);
            }
          }}
          className={cn(
            'min-w-0 flex-1 rounded-sm bg-transparent px-1 py-1 text-fg text-sm outline-none',
            'focus-visible:bg-surface focus-visible:ring-2 focus-visible:ring-ring/40',
            item.done && 'text-muted line-through',
          )}
        />
      ) : (
        <span
          className={cn(
            'min-w-0 flex-1 px-1 text-fg text-sm',
            item.done && 'text-muted line-through',
          )}
        >
          {item.title}
        </span>
      )}
      {editable && onConvert ? (
        <IconButton
          label={`Convert ${item.title} to a task`}
          icon={<SquareArrowOutUpRight />}
          size="sm"
          className="opacity-60 group-focus-within/item:opacity-100 group-hover/item:opacity-100"
          onClick={onConvert}
        />
      ) : null}
      {editable ? (
        <IconButton
          data-role="delete"
          label={`Delete item ${item.title}`}
          icon={<Trash2 />}
          size="sm"
          className="opacity-60 group-focus-within/item:opacity-100 group-hover/item:opacity-100"
          onClick={onDelete}
        />
      ) : null}
    </li>
  );
}
