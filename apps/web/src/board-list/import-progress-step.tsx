import type { ImportProgress } from '@tandem/api-client';
import { ProgressBar } from '@tandem/ui/feedback';
import { cardCount } from './card-count';

/** Props of {@link ImportProgressStep}. */
export interface ImportProgressStepProps {
  progress: ImportProgress;
}

/**
 * A progress bar while an import runs: the share of cards created, part after part, then a
 * last stretch while the finished board is added to the workspace in one step.
 */
export function ImportProgressStep({ progress }: ImportProgressStepProps) {
  const { phase, done, total } = progress;
  // Creating the cards is most of the way; revealing the board is the last stretch.
  const percent = phase === 'reveal' ? 97 : (done / Math.max(total, 1)) * 95;
  const text =
    phase === 'reveal'
      ? `Adding the board with ${cardCount(total)} to the workspace…`
      : `Creating cards: ${done.toLocaleString()} of ${total.toLocaleString()}`;
  return (
    <div className="flex flex-col gap-3">
      <ProgressBar label="Import progress" value={percent} valueText={text} />
      <p className="text-muted text-xs">
        The board appears only once every card is in; if the import stops, nothing of it is kept.
        Keep this window open until it is done.
      </p>
    </div>
  );
}
