import * as React from 'react';
import { checklistItemTitleSchema } from '../domain/schemas';
import { cn } from '../foundations/cn';
import type { ChecklistEntry } from './checklist-order';

/** Props of {@link ChecklistItemTitle}. */
export interface ChecklistItemTitleProps {
  item: ChecklistEntry;
  /** Edit in place; otherwise plain text. */
  editable: boolean;
  describedBy?: string;
  /** Called with the new, valid title. */
  onRename: (title: string) => void;
}

/**
 * A checklist item's title, edited in place: Enter or leaving the box saves, Escape puts the
 * title back. An emptied or over-long title goes back to what it was.
 */
export function ChecklistItemTitle({
  item,
  editable,
  describedBy,
  onRename,
}: ChecklistItemTitleProps) {
  const [draft, setDraft] = React.useState(item.title);
  React.useEffect(() => setDraft(item.title), [item.title]);
  const commit = () => {
    const parsed = checklistItemTitleSchema.safeParse(draft);
    // An emptied or over-long title goes back to what it was: deleting is its own button.
    if (!parsed.success) setDraft(item.title);
    else if (parsed.data !== item.title) onRename(parsed.data);
  };
  if (!editable) {
    return (
      <span
        className={cn(
          'min-w-0 flex-1 px-1 text-fg text-sm',
          item.done && 'text-muted line-through',
        )}
      >
        {item.title}
      </span>
    );
  }
  return (
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
  );
}
