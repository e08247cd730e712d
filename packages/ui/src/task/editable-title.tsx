import * as React from 'react';
import { CharacterCount, nearLimit } from '../forms/character-count';
import { describedBy } from '../forms/described-by';
import { FieldError } from '../forms/field-error';
import { Input } from '../forms/input';
import { useDraftState } from './use-draft-state';
import { useReportEditing } from './use-report-editing';

/** Props of {@link EditableTitle}. */
export interface EditableTitleProps {
  /** The saved title. */
  value: string;
  /** Offer editing; otherwise the title is plain text. @default true */
  editable?: boolean;
  /** Longest title accepted (TASK_TITLE_MAX_LENGTH). @default 200 */
  maxLength?: number;
  /**
   * Unsaved text kept from an earlier edit, or `null`. With {@link onDraftChange}, the caller
   * keeps the draft (e.g. across reloads); without, the field keeps it while mounted.
   */
  draft?: string | null;
  /** Called with the text on every change, and `null` once it is saved or given up. */
  onDraftChange?: (draft: string | null) => void;
  /** Called when editing starts, e.g. to remember the version the edit is based on. */
  onEditStart?: () => void;
  /**
   * Called with `true` when the field opens and `false` when it closes, however it closes
   * (saved, Escape, left with a draft, or the field leaving the screen).
   */
  onEditingChange?: (editing: boolean) => void;
  /** Called with the new, trimmed title when it changed (Enter or leaving the field). */
  onSave: (value: string) => void;
  /** Lets the caller open the field, e.g. from a draft notice's "Resume editing". */
  ref?: React.Ref<EditableTitleHandle>;
}

/** What a caller can do with an {@link EditableTitle} it holds a ref to. */
export interface EditableTitleHandle {
  /** Opens the field, with the kept draft if there is one, as clicking the title does. */
  edit: () => void;
}

/**
 * A title edited in place, for use inside a heading: a button showing the title (its name is
 * the title, plus "edit title"), which turns into a field. Enter or leaving it saves; Escape
 * ends the edit (without closing a dialog around it) and keeps changed text as a draft that
 * clicking the title resumes. A title over `maxLength` is never cut: it is not saved, and
 * the field says by how much it is over.
 */
export function EditableTitle({
  value,
  editable = true,
  maxLength = 200,
  draft: draftProp,
  onDraftChange,
  onEditStart,
  onEditingChange,
  onSave,
  ref,
}: EditableTitleProps) {
  const [draft, setDraft] = useDraftState(draftProp, onDraftChange);
  const [editing, setEditing] = React.useState(false);
  useReportEditing(editing, onEditingChange);
  const startEditing = () => {
    onEditStart?.();
    setDraft(draft ?? value);
    setEditing(true);
  };
  React.useImperativeHandle(ref, () => ({ edit: startEditing }));
  const countId = React.useId();
  const errorId = React.useId();
  if (!editable) return <>{value}</>;
  if (!editing) {
    return <TitleButton title={value} hasDraft={draft !== null} onClick={startEditing} />;
  }
  const text = draft ?? value;
  const next = text.trim();
  const over = next.length > maxLength;
  // Leaving the field: keep what differs from the saved title as a draft, drop the rest.
  const stop = () => {
    setEditing(false);
    if (!next || next === value) setDraft(null);
  };
  // An over-long title is never saved cut: Enter keeps the field open with the message, and
  // leaving the field keeps the text as a draft.
  const commit = (leaving: boolean) => {
    if (over) {
      if (leaving) stop();
      return;
    }
    setEditing(false);
    setDraft(null);
    if (next && next !== value) onSave(next);
  };
  return (
    <span className="flex flex-col gap-1">
      <Input
        autoFocus
        aria-label="Title"
        value={text}
        aria-invalid={over || undefined}
        aria-describedby={describedBy(
          over ? errorId : null,
          nearLimit(next.length, maxLength) ? countId : null,
        )}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(true)}
        onKeyDown={(event) => handleTitleKey(event, () => commit(false), stop)}
        className="h-auto px-1 py-0.5 font-semibold text-xl"
      />
      <span className="flex flex-wrap items-start gap-2 font-normal text-base">
        {over ? (
          <FieldError id={errorId}>
            A title can have at most {maxLength} characters; shorten it to save.
          </FieldError>
        ) : null}
        <CharacterCount id={countId} length={next.length} max={maxLength} className="ms-auto" />
      </span>
    </span>
  );
}

/** The title while not edited: a button that starts the edit, named "<title>, edit title". */
function TitleButton({
  title,
  hasDraft,
  onClick,
}: {
  title: string;
  hasDraft: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={`${title}, edit title${hasDraft ? ' (unsaved draft)' : ''}`}
      className="-mx-1 w-[calc(100%+0.5rem)] cursor-text rounded-md px-1 text-start outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
      onClick={onClick}
    >
      {title}
    </button>
  );
}

/** The field's keys: Enter saves; Escape ends the edit without closing a dialog around it. */
function handleTitleKey(event: React.KeyboardEvent, save: () => void, stop: () => void): void {
  if (event.key === 'Enter') {
    event.preventDefault();
    save();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    stop();
  }
}
