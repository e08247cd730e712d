import * as React from 'react';
import { COMMENT_BODY_MAX_LENGTH } from '../domain/schemas';
import { nearLimit } from '../forms/character-count';
import { describedBy } from '../forms/described-by';
import { FieldError } from '../forms/field-error';
import { Textarea } from '../forms/textarea';
import { cn } from '../foundations/cn';
import { CommentComposerFooter } from './comment-composer-footer';
import { MentionSummary } from './mention-summary';
import { type MentionMember, resolverFor } from './mention-tokens';
import { handleSendKeys } from './send-keys';
import { useCommentSubmit } from './use-comment-submit';
import { useDraftState } from './use-draft-state';
import { useMentionsByName } from './use-mentions-by-name';

/** Props of {@link CommentComposer}. */
export interface CommentComposerProps {
  /**
   * Called with the trimmed body. Return a promise to keep the composer busy until it
   * settles; it clears on success and keeps the text (and shows the error) on failure.
   */
  onSubmit: (body: string) => void | Promise<void>;
  /** Placeholder of the text area. @default 'Leave a comment…' */
  placeholder?: string;
  /** Initial text, e.g. when editing. @default '' */
  defaultValue?: string;
  /** Label of the submit button. @default 'Comment' */
  submitLabel?: string;
  /** Disable the composer (viewers). @default false */
  disabled?: boolean;
  /** Longest body accepted. @default COMMENT_BODY_MAX_LENGTH (4,000) */
  maxLength?: number;
  /**
   * Unsaved text kept from earlier (closed panel, reload), or `null`. With
   * {@link CommentComposerProps.onDraftChange} the caller keeps it and the composer starts
   * from it, marked as a draft with "Discard draft".
   */
  draft?: string | null;
  /** Called with the text on every change, and `null` once it is sent or discarded. */
  onDraftChange?: (draft: string | null) => void;
  /**
   * The workspace's members: typing `@` offers them and writes `@[<id>]` (shown as a chip
   * once rendered). Without them, `@` is ordinary text.
   */
  members?: readonly MentionMember[];
  /** Classes for the wrapper. */
  className?: string;
}

/** How close to the limit the remaining-characters counter appears. */
const COUNTER_THRESHOLD = 200;

/**
 * Writes a comment in markdown. Ctrl/Cmd+Enter submits; Escape leaves the box; empty or
 * over-long bodies cannot be submitted (nothing is cut); the character count shows near the
 * limit. With `onDraftChange`, unsent text is the caller's draft, marked "Draft" with
 * "Discard draft". With `members`, `@` mentions a member (useMentionPicker).
 */
export function CommentComposer({
  onSubmit,
  placeholder = 'Leave a comment…',
  defaultValue = '',
  submitLabel = 'Comment',
  disabled = false,
  maxLength = COMMENT_BODY_MAX_LENGTH,
  draft: draftProp,
  onDraftChange,
  members,
  className,
}: CommentComposerProps) {
  const [draft, setDraft] = useDraftState(draftProp, onDraftChange);
  const value = draft ?? defaultValue;
  const setValue = (next: string) => setDraft(next === defaultValue ? null : next);
  const { busy, error, submit: send } = useCommentSubmit(onSubmit, () => setDraft(null));
  const errorId = React.useId();
  const counterId = React.useId();
  const body = value.trim();
  const remaining = maxLength - body.length;
  const canSubmit = !disabled && !busy && body.length > 0 && remaining >= 0;
  // The box reads `@Name`; the draft and the comment sent keep each mention's token.
  const { display, mentions } = useMentionsByName(members, setValue);
  const resolveMention = React.useMemo(() => resolverFor(members ?? []), [members]);

  const submit = () => void (canSubmit && send(body));

  return (
    <form
      aria-label="New comment"
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border bg-surface p-2 shadow-sm focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/25',
        className,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="relative">
        <Textarea
          {...mentions.textareaProps}
          aria-label="Comment"
          value={display.show(value)}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={remaining < 0 || Boolean(error) || undefined}
          aria-describedby={describedBy(
            nearLimit(body.length, maxLength, COUNTER_THRESHOLD) ? counterId : null,
            error ? errorId : null,
          )}
          onChange={(event) => {
            setValue(display.store(event.target.value));
            mentions.onChange(event);
          }}
          onKeyDown={(event) => {
            if (!mentions.onKeyDown(event)) handleSendKeys(event, submit);
          }}
          className="min-h-16 border-0 bg-transparent px-1 shadow-none hover:border-0 focus-visible:ring-0"
        />
        {mentions.picker}
      </div>
      <MentionSummary text={value} resolveMention={resolveMention} className="px-1" />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <CommentComposerFooter
        length={body.length}
        maxLength={maxLength}
        threshold={COUNTER_THRESHOLD}
        counterId={counterId}
        showDraft={Boolean(onDraftChange && draft)}
        onDiscardDraft={() => setDraft(null)}
        mentions={Boolean(members?.length)}
        submitLabel={submitLabel}
        busy={busy}
        canSubmit={canSubmit}
      />
    </form>
  );
}
