import { Pencil } from 'lucide-react';
import * as React from 'react';
import { Button } from '../actions/button';
import { Textarea } from '../forms/textarea';
import { SafeMarkdown } from './markdown';
import { useReportEditing } from './use-report-editing';

/** Props of {@link EditableMarkdown}. */
export interface EditableMarkdownProps {
  /** The saved markdown, or `null` when empty. */
  value: string | null;
  /** Offer editing. @default true */
  editable?: boolean;
  /** The field's name, e.g. "Description". @default 'Description' */
  label?: string;
  /** Longest text accepted. @default 10,000 */
  maxLength?: number;
  /** Called when editing starts, e.g. to remember the version the edit is based on. */
  onEditStart?: () => void;
  /** Called with `true` when the field opens and `false` when it closes, however it closes. */
  onEditingChange?: (editing: boolean) => void;
  /**
   * Called with the trimmed text (`null` when emptied) on Save or Ctrl/Cmd+Enter. Return a
   * promise to keep Save busy until it settles; the editor closes afterwards either way.
   */
  onSave: (value: string | null) => unknown;
}

/**
 * Markdown shown safely (SafeMarkdown), edited in place in a text area with Save
 * (Ctrl/Cmd+Enter) and Cancel (Escape, without closing a dialog around it).
 */
export function EditableMarkdown({
  value,
  editable = true,
  label = 'Description',
  maxLength = 10_000,
  onEditStart,
  onEditingChange,
  onSave,
}: EditableMarkdownProps) {
  const [draft, setDraft] = React.useState<string | null>(null);
  useReportEditing(draft !== null, onEditingChange);
  const [saving, setSaving] = React.useState(false);
  const start = () => {
    onEditStart?.();
    setDraft(value ?? '');
  };

  if (draft !== null) {
    const submit = async () => {
      setSaving(true);
      try {
        await onSave(draft.trim() || null);
      } finally {
        setSaving(false);
        setDraft(null);
      }
    };
    return (
      <div className="flex flex-col gap-2">
        <Textarea
          autoFocus
          aria-label={label}
          value={draft}
          maxLength={maxLength}
          placeholder={`Add a ${label.toLowerCase()}… (Markdown)`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              void submit();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              setDraft(null);
            }
          }}
          className="min-h-40 font-mono text-[0.8125rem]"
        />
        <div className="flex justify-end gap-2">
          <Button size="sm" onClick={() => setDraft(null)}>
            Cancel
          </Button>
          <Button size="sm" variant="primary" loading={saving} onClick={() => void submit()}>
            Save
          </Button>
        </div>
      </div>
    );
  }

  if (!value) {
    return editable ? (
      <button
        type="button"
        onClick={start}
        className="w-full rounded-md px-1 py-1 text-start text-faint text-sm outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
      >
        Add a {label.toLowerCase()}…
      </button>
    ) : (
      <p className="text-faint text-sm">No {label.toLowerCase()}.</p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <SafeMarkdown className="self-stretch">{value}</SafeMarkdown>
      {editable ? (
        <Button size="sm" variant="ghost" onClick={start}>
          <Pencil aria-hidden="true" /> Edit {label.toLowerCase()}
        </Button>
      ) : null}
    </div>
  );
}
