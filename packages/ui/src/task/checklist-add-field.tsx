import * as React from 'react';
import {
  CHECKLIST_ITEM_TITLE_MAX_LENGTH,
  CHECKLIST_ITEMS_PER_TASK_MAX,
  checklistItemTitleSchema,
} from '../domain/schemas';
import { describedBy } from '../forms/described-by';
import { Input } from '../forms/input';

/** Props of {@link ChecklistAddField}. */
export interface ChecklistAddFieldProps {
  /** The checklist holds its most items: the field gives way to a note. */
  full: boolean;
  /** A title typed and confirmed with Enter, trimmed and checked. */
  onAdd: (title: string) => void;
}

/** The field under a checklist: Enter adds the item and keeps the field for the next one. */
export function ChecklistAddField({ full, onAdd }: ChecklistAddFieldProps) {
  const [text, setText] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const errorId = React.useId();
  if (full) {
    return <p className="text-faint text-xs">At most {CHECKLIST_ITEMS_PER_TASK_MAX} items.</p>;
  }
  const add = () => {
    const parsed = checklistItemTitleSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Not a valid item');
      return;
    }
    setError(null);
    setText('');
    onAdd(parsed.data);
  };
  return (
    <>
      <Input
        aria-label="Add checklist item"
        placeholder="Add an item…"
        value={text}
        maxLength={CHECKLIST_ITEM_TITLE_MAX_LENGTH + 20}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? errorId : null)}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        className="h-8 text-sm"
      />
      {error ? (
        <p id={errorId} className="text-danger-text text-xs">
          {error}
        </p>
      ) : null}
    </>
  );
}
