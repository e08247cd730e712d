import * as React from 'react';
import { cn } from '../foundations/cn';
import { type CellFocusProps, cellTargetClasses } from './task-list-menu-cell';

/** Props of {@link EditCell}. */
export interface EditCellProps {
  focus: CellFocusProps;
  /** Read before what the button shows, for screen readers only ("Due date of #12: "). */
  label?: string;
  /** The field's accessible name while editing: "Title of #12". */
  fieldLabel: string;
  /** `text` or `date` (a `YYYY-MM-DD` value). */
  type: 'text' | 'date';
  /** The saved value ('' for none). */
  value: string;
  /** What the cell shows. */
  children: React.ReactNode;
  /** Saves a changed value; absent: the cell is not editable. */
  onCommit?: (value: string) => void;
  /**
   * What a click or Enter does. @default starts editing. The title opens the task instead
   * and is edited with F2 or a double click.
   */
  onActivate?: () => void;
  maxLength?: number;
  className?: string;
}

/**
 * A cell edited in place with a field: Enter (or F2) starts, Enter or leaving the field saves,
 * Escape drops the change; focus returns to the cell either way.
 */
export function EditCell({
  focus,
  label,
  fieldLabel,
  type,
  value,
  children,
  onCommit,
  onActivate,
  maxLength,
  className,
}: EditCellProps) {
  const [editing, setEditing] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  const wasEditing = React.useRef(false);
  const settled = React.useRef(false);
  React.useEffect(() => {
    if (wasEditing.current && !editing) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing && onCommit) {
    const finish = (input: HTMLInputElement, save: boolean) => {
      // Enter and Escape end the edit; the blur that follows must not save it again.
      if (settled.current) return;
      settled.current = true;
      const next = type === 'text' ? input.value.trim() : input.value;
      setEditing(false);
      if (save && next !== value && (type === 'date' || next)) onCommit(next);
    };
    return (
      <input
        // biome-ignore lint/a11y/noAutofocus: the person asked to edit this cell just now
        autoFocus
        type={type}
        aria-label={fieldLabel}
        defaultValue={value}
        maxLength={maxLength}
        className="h-7 w-full min-w-0 rounded-md border border-ring bg-surface px-2 text-sm outline-none ring-2 ring-ring/25"
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish(event.currentTarget, true);
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            finish(event.currentTarget, false);
          }
        }}
        onBlur={(event) => finish(event.currentTarget, true)}
      />
    );
  }
  const start = onCommit
    ? () => {
        settled.current = false;
        setEditing(true);
      }
    : undefined;
  return (
    <button
      ref={button}
      type="button"
      {...focus}
      className={cn(cellTargetClasses, className)}
      onClick={onActivate ?? start}
      onDoubleClick={onActivate ? start : undefined}
      onKeyDown={(event) => {
        if (event.key === 'F2' && start) {
          event.preventDefault();
          start();
          return;
        }
        focus.onKeyDown(event);
      }}
    >
      {label ? <span className="sr-only">{label}</span> : null}
      {children}
    </button>
  );
}
