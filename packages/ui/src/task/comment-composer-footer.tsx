import { Button } from '../actions/button';
import { Kbd } from '../display/kbd';
import { CharacterCount, nearLimit } from '../forms/character-count';
import { cn } from '../foundations/cn';

/** Props of {@link CommentComposerFooter}. */
export interface CommentComposerFooterProps {
  /** The trimmed body's length. */
  length: number;
  maxLength: number;
  /** How close to the limit the counter appears. */
  threshold: number;
  /** The counter's id, for the text area's description. */
  counterId: string;
  /** Show "Draft" and "Discard draft" instead of the hint. */
  showDraft: boolean;
  onDiscardDraft: () => void;
  /** Mentions are on: the hint says `@ to mention`. */
  mentions: boolean;
  submitLabel: string;
  busy: boolean;
  canSubmit: boolean;
}

/**
 * The composer's last row: the markdown and shortcut hint (or the draft mark with "Discard
 * draft"), the remaining-characters counter near the limit, and the submit button.
 */
export function CommentComposerFooter({
  length,
  maxLength,
  threshold,
  counterId,
  showDraft,
  onDiscardDraft,
  mentions,
  submitLabel,
  busy,
  canSubmit,
}: CommentComposerFooterProps) {
  return (
    <div className="flex items-center gap-2">
      <span
        className={cn(
          'hidden items-center gap-1 text-faint text-xs',
          // The draft mark takes the hint's place.
          !showDraft && 'sm:inline-flex',
        )}
      >
        {mentions ? 'Markdown · @ to mention ·' : 'Markdown supported ·'}
        <Kbd>Ctrl</Kbd>
        <Kbd>Enter</Kbd> to send
      </span>
      {showDraft ? (
        <>
          <span className="font-semibold text-warning-text text-xs">Draft</span>
          <Button size="sm" variant="ghost" onClick={onDiscardDraft}>
            Discard draft
          </Button>
        </>
      ) : null}
      <CharacterCount
        id={counterId}
        length={length}
        max={maxLength}
        threshold={threshold}
        className="ms-auto"
      />
      <Button
        type="submit"
        variant="primary"
        size="sm"
        loading={busy}
        disabled={!canSubmit}
        className={nearLimit(length, maxLength, threshold) ? undefined : 'ms-auto'}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
