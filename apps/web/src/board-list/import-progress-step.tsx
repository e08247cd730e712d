import type { ImportProgress } from '@tandem/api-client';

/** Props of {@link ImportProgressStep}. */
export interface ImportProgressStepProps {
  progress: ImportProgress;
}

/**
 * A progress bar while an import runs: the share of cards sent, then a last stretch while
 * the database creates the board in one go.
 */
export function ImportProgressStep({ progress }: ImportProgressStepProps) {
  const { phase, sent, total } = progress;
  // Sending the cards is most of the way; creating the board is the last tenth.
  const percent = phase === 'create' ? 92 : Math.round((sent / Math.max(total, 1)) * 90);
  const text =
    phase === 'create'
      ? `Creating the board with ${total.toLocaleString()} cards…`
      : `Sending cards: ${sent.toLocaleString()} of ${total.toLocaleString()}`;
  return (
    <div className="flex flex-col gap-3 py-2">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-subtle"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-muted text-sm" aria-live="polite">
        {text}
      </p>
      <p className="text-muted text-xs">
        Everything is imported at once, or nothing is: keep this window open until it is done.
      </p>
    </div>
  );
}
