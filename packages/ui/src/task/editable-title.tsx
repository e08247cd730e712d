import * as React from 'react';
import { Input } from '../forms/input';
import { useReportEditing } from './use-report-editing';

/** Props of {@link EditableTitle}. */
export interface EditableTitleProps {
  /** The saved title. */
  value: string;
  /** Offer editing; otherwise the title is plain text. @default true */
  editable?: boolean;
  /** Longest title accepted. @default 200 */
  maxLength?: number;
  /** Called when editing starts, e.g. to remember the version the edit is based on. */
  onEditStart?: () => void;
  /** Called with `true` when the field opens and `false` when it closes, however it closes. */
  onEditingChange?: (editing: boolean) => void;
  /** Called with the new, trimmed title when it changed (Enter or leaving the field). */
  onSave: (value: string) => void;
}

/**
 * A title edited in place, for use inside a heading: a button showing the title (its name is
 * the title, plus "edit title"), which turns into a field; Enter or leaving it saves, Escape
 * cancels (without closing a dialog around it).
 */
export function EditableTitle({
  value,
  editable = true,
  maxLength = 200,
  onEditStart,
  onEditingChange,
  onSave,
}: EditableTitleProps) {
  const [draft, setDraft] = React.useState<string | null>(null);
  useReportEditing(draft !== null, onEditingChange);
  if (!editable) return <>{value}</>;
  if (draft === null) {
    return (
      <button
        type="button"
        aria-label={`${value}, edit title`}
        className="-mx-1 w-[calc(100%+0.5rem)] cursor-text rounded-md px-1 text-start outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => {
          onEditStart?.();
          setDraft(value);
        }}
      >
        {value}
      </button>
    );
  }
  const commit = () => {
    const next = draft.trim();
    setDraft(null);
    if (next && next !== value) onSave(next);
  };
  return (
    <Input
      autoFocus
      aria-label="Title"
      value={draft}
      maxLength={maxLength}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          setDraft(null);
        }
      }}
      className="h-auto px-1 py-0.5 font-semibold text-xl"
    />
  );
}
