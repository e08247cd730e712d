import type { ImportProgress } from '@tandem/api-client';
import { ProgressBar } from '@tandem/ui/feedback';

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
  // Sending the cards is most of the way; creating the board is the last stretch.
  const percent = phase === 'create' ? 92 : (sent / Math.max(total, 1)) * 90;
  const text =
    phase === 'create'
      ? `Creating the board with ${total.toLocaleString()} cards…`
      : `Sending cards: ${sent.toLocaleString()} of ${total.toLocaleString()}`;
  return (
    <div className="flex flex-col gap-3">
      <ProgressBar label="Import progress" value={percent} valueText={text} />
      <p className="text-muted text-xs">
        Everything is imported at once, or nothing is: keep this window open until it is done.
      </p>
    </div>
  );
}
