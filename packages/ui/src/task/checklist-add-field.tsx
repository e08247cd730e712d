import * as React from 'react';
import {
  CHECKLIST_ITEM_TITLE_MAX_LENGTH,
  CHECKLIST_ITEMS_PER_TASK_MAX,
  checklistItemTitleSchema,
} from '../domain/schemas';
import { describedBy } from '../forms/described-by';
import { Input } from '../forms/input';
import { useAddField } from './use-add-field';

/** Props of {@link ChecklistAddField}. */
export interface ChecklistAddFieldProps {
  /** The checklist holds its most items: the field gives way to a note. */
  full: boolean;
  /** A title typed and confirmed with Enter, trimmed and checked. */
  onAdd: (title: string) => void;
}

/** The field under a checklist: Enter adds the item and keeps the field for the next one. */
export function ChecklistAddField({ full, onAdd }: ChecklistAddFieldProps) {
  const field = useAddField(checklistItemTitleSchema, onAdd, 'Not a valid item');
  const errorId = React.useId();
  if (full) {
    return <p className="text-faint text-xs">At most {CHECKLIST_ITEMS_PER_TASK_MAX} items.</p>;
  }
  return (
    <>
      <Input
        aria-label="Add checklist item"
        placeholder="Add an item…"
        maxLength={CHECKLIST_ITEM_TITLE_MAX_LENGTH + 20}
        {...field.inputProps}
        aria-describedby={describedBy(field.error ? errorId : null)}
        className="h-8 text-sm"
      />
      {field.error ? (
        <p id={errorId} className="text-danger-text text-xs">
          {field.error}
        </p>
      ) : null}
    </>
  );
}
