import { PencilLine } from 'lucide-react';
import { Button } from '../actions/button';
import { cn } from '../foundations/cn';

/** Props of {@link DraftNotice}. */
export interface DraftNoticeProps {
  /** What the draft is of, in a sentence: "title", "description". */
  what: string;
  /** Go back to editing the draft. Omitted when clicking the field itself resumes it. */
  onResume?: () => void;
  /** Throw the draft away, on purpose. */
  onDiscard: () => void;
  /** Classes for the notice. */
  className?: string;
}

/**
 * Says that a field holds unsaved text kept from an earlier edit (closed panel, Escape,
 * reload), with "Resume editing" and "Discard draft": a mark, never a blocking question.
 */
export function DraftNotice({ what, onResume, onDiscard, className }: DraftNoticeProps) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-border bg-warning-subtle px-2 py-1 text-sm',
        className,
      )}
    >
      <PencilLine aria-hidden="true" className="size-4 shrink-0 text-warning-text" />
      <span className="font-semibold text-warning-text">Draft</span>
      <span className="text-fg">Unsaved {what} kept from your last edit.</span>
      <span className="ms-auto flex gap-1">
        {onResume ? (
          <Button size="sm" variant="ghost" onClick={onResume}>
            Resume editing
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={onDiscard}
          aria-label={`Discard draft of the ${what}`}
        >
          Discard draft
        </Button>
      </span>
    </div>
  );
}
