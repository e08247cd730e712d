import * as React from 'react';
import { Button } from '../actions/button';
import { CharacterCount, nearLimit } from '../forms/character-count';
import { describedBy } from '../forms/described-by';
import { FieldError } from '../forms/field-error';
import { Textarea } from '../forms/textarea';
import type { MentionDisplay } from './mention-display';
import { MentionSummary } from './mention-summary';
import type { MentionResolver } from './mention-tokens';
import { handleSendKeys } from './send-keys';
import type { MentionPickerBinding } from './use-mention-picker';

/** Props of {@link MarkdownEditor}. */
export interface MarkdownEditorProps {
  /** The field's name, e.g. "Description". */
  label: string;
  /** Longest text accepted. */
  maxLength: number;
  /** The text being edited. */
  text: string;
  /** The saved markdown, or `null` when empty. */
  value: string | null;
  /** Mentions in the text area (useMentionPicker). */
  mentions: MentionPickerBinding;
  /** How the text area shows mentions (`@Name`) while `text` keeps their tokens. */
  display?: MentionDisplay;
  resolveMention: MentionResolver;
  onTextChange: (text: string) => void;
  /** Saves the trimmed text (`null` when emptied); the editor stays open if it rejects. */
  onSave: (value: string | null) => unknown;
  /** The text was saved. */
  onSaved: () => void;
  onDiscard: () => void;
  /** Escape: the edit is put away, `unchanged` when its text is the saved one. */
  onPutAway: (unchanged: boolean) => void;
}

/**
 * The text area of {@link EditableMarkdown} with Save (Ctrl/Cmd+Enter) and Discard; Escape
 * puts the edit away. Text over `maxLength` is never cut: Save is refused with a message and
 * a count.
 */
export function MarkdownEditor({
  label,
  maxLength,
  text,
  value,
  mentions,
  display,
  resolveMention,
  onTextChange,
  onSave,
  onSaved,
  onDiscard,
  onPutAway,
}: MarkdownEditorProps) {
  const [saving, setSaving] = React.useState(false);
  const countId = React.useId();
  const errorId = React.useId();
  const name = label.toLowerCase();
  const next = text.trim();
  const over = next.length > maxLength;
  const submit = async () => {
    if (over) return;
    setSaving(true);
    try {
      await onSave(next || null);
      onSaved();
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <Textarea
          {...mentions.textareaProps}
          autoFocus
          aria-label={label}
          value={display ? display.show(text) : text}
          aria-invalid={over || undefined}
          aria-describedby={describedBy(
            over ? errorId : null,
            nearLimit(next.length, maxLength) ? countId : null,
          )}
          placeholder={`Add a ${name}… (Markdown)`}
          onChange={(event) => {
            const shown = event.target.value;
            onTextChange(display ? display.store(shown) : shown);
            mentions.onChange(event);
          }}
          onKeyDown={(event) => {
            if (mentions.onKeyDown(event)) return;
            handleSendKeys(
              event,
              () => void submit(),
              () => onPutAway(next === (value ?? '')),
            );
          }}
          className="min-h-40 font-mono text-[0.8125rem]"
        />
        {mentions.picker}
      </div>
      <MentionSummary text={text} resolveMention={resolveMention} />
      {over ? (
        <FieldError id={errorId}>
          A {name} can have at most {maxLength.toLocaleString('en')} characters; shorten it to save.
        </FieldError>
      ) : null}
      <EditorActions
        countId={countId}
        length={next.length}
        maxLength={maxLength}
        saving={saving}
        over={over}
        onDiscard={onDiscard}
        onSave={() => void submit()}
      />
    </div>
  );
}

/** Props of {@link EditorActions}. */
interface EditorActionsProps {
  countId: string;
  length: number;
  maxLength: number;
  saving: boolean;
  /** Over the limit: Save is refused. */
  over: boolean;
  onDiscard: () => void;
  onSave: () => void;
}

/** The editor's last row: the character count near the limit, Discard and Save. */
function EditorActions({
  countId,
  length,
  maxLength,
  saving,
  over,
  onDiscard,
  onSave,
}: EditorActionsProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <CharacterCount id={countId} length={length} max={maxLength} className="me-auto" />
      <Button size="sm" onClick={onDiscard}>
        Discard
      </Button>
      <Button size="sm" variant="primary" loading={saving} disabled={over} onClick={onSave}>
        Save
      </Button>
    </div>
  );
}
