import { Pencil } from 'lucide-react';
import * as React from 'react';
import { Button } from '../actions/button';
import { DraftNotice } from './draft-notice';
import { SafeMarkdown } from './markdown';
import { MarkdownEditor } from './markdown-editor';
import { type MentionMember, type MentionResolver, resolverFor } from './mention-tokens';
import { useDraftState } from './use-draft-state';
import { useMentionsByName } from './use-mentions-by-name';
import { useReportEditing } from './use-report-editing';

/** Props of {@link EditableMarkdown}. */
export interface EditableMarkdownProps {
  /** The saved markdown, or `null` when empty. */
  value: string | null;
  /** Offer editing. @default true */
  editable?: boolean;
  /** The field's name, e.g. "Description". @default 'Description' */
  label?: string;
  /** Longest text accepted (TASK_DESCRIPTION_MAX_LENGTH). @default 10,000 */
  maxLength?: number;
  /**
   * Unsaved text kept from an earlier edit, or `null`. With {@link onDraftChange}, the caller
   * keeps the draft (e.g. across reloads); without, the field keeps it while mounted.
   */
  draft?: string | null;
  /** Called with the text on every change, and `null` once it is saved or discarded. */
  onDraftChange?: (draft: string | null) => void;
  /** Called when editing starts, e.g. to remember the version the edit is based on. */
  onEditStart?: () => void;
  /** Called with `true` when the field opens and `false` when it closes, however it closes. */
  onEditingChange?: (editing: boolean) => void;
  /**
   * Called with the trimmed text (`null` when emptied) on Save or Ctrl/Cmd+Enter. Return a
   * promise to keep Save busy until it settles; the editor closes once it resolves, and stays
   * open with the text when it rejects.
   */
  onSave: (value: string | null) => unknown;
  /** The workspace's members: typing `@` while editing offers them (useMentionPicker). */
  members?: readonly MentionMember[];
  /**
   * The current name of a mentioned member, for the rendered text. @default a lookup in
   * `members`
   */
  resolveMention?: MentionResolver;
}

/**
 * Markdown shown safely (SafeMarkdown), edited in place in a text area with Save
 * (Ctrl/Cmd+Enter) and Discard. Escape ends the edit without closing a dialog around it and
 * keeps the text as a draft, marked under the field with "Resume editing" and "Discard
 * draft". Text over `maxLength` is never cut: Save is refused with a message and a count. The
 * editor closes when `editable` turns false while it is open, keeping the draft.
 */
export function EditableMarkdown({
  value,
  editable = true,
  label = 'Description',
  maxLength = 10_000,
  draft: draftProp,
  onDraftChange,
  onEditStart,
  onEditingChange,
  onSave,
  members,
  resolveMention,
}: EditableMarkdownProps) {
  const [draft, setDraft] = useDraftState(draftProp, onDraftChange);
  const [editingState, setEditing] = React.useState(false);
  // Losing the right to edit (a role changed while the editor was open) puts the editor away;
  // the text typed stays as a draft, offered again if the right comes back.
  const editing = editingState && editable;
  if (editingState && !editable) setEditing(false);
  useReportEditing(editing, onEditingChange);
  const name = label.toLowerCase();
  // While editing, mentions read `@Name`; the draft and the saved text keep their tokens.
  const { display, mentions } = useMentionsByName(members, setDraft);
  const resolveFromMembers = React.useMemo(() => resolverFor(members ?? []), [members]);
  const start = () => {
    onEditStart?.();
    setDraft(draft ?? value ?? '');
    setEditing(true);
  };
  const discard = () => {
    setDraft(null);
    setEditing(false);
  };

  if (editing) {
    return (
      <MarkdownEditor
        label={label}
        maxLength={maxLength}
        text={draft ?? value ?? ''}
        value={value}
        mentions={mentions}
        display={display}
        resolveMention={resolveMention ?? resolveFromMembers}
        onTextChange={setDraft}
        onSave={onSave}
        onSaved={discard}
        onDiscard={discard}
        onPutAway={(unchanged) => {
          // Changed text stays as a draft, unchanged text is dropped.
          setEditing(false);
          if (unchanged) setDraft(null);
        }}
      />
    );
  }

  const notice =
    editable && draft !== null ? (
      <DraftNotice what={name} onResume={start} onDiscard={() => setDraft(null)} />
    ) : null;
  if (!value) {
    return <EmptyMarkdown editable={editable} name={name} notice={notice} onStart={start} />;
  }
  return (
    <div className="flex flex-col items-start gap-2">
      {notice}
      <SafeMarkdown className="self-stretch" resolveMention={resolveMention ?? resolveFromMembers}>
        {value}
      </SafeMarkdown>
      {editable && !notice ? (
        <Button size="sm" variant="ghost" onClick={start}>
          <Pencil aria-hidden="true" /> Edit {name}
        </Button>
      ) : null}
    </div>
  );
}

/** Props of {@link EmptyMarkdown}. */
interface EmptyMarkdownProps {
  editable: boolean;
  /** What the text is, in lower case ("description"). */
  name: string;
  /** The kept draft's notice, if any. */
  notice: React.ReactNode;
  onStart: () => void;
}

/** No text yet: "Add a <name>…" that starts the edit, or "No <name>." for viewers. */
function EmptyMarkdown({ editable, name, notice, onStart }: EmptyMarkdownProps) {
  if (!editable) return <p className="text-faint text-sm">No {name}.</p>;
  return (
    <div className="flex flex-col gap-2">
      {notice}
      <button
        type="button"
        onClick={onStart}
        className="w-full rounded-md px-1 py-1 text-start text-faint text-sm outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
      >
        Add a {name}…
      </button>
    </div>
  );
}
