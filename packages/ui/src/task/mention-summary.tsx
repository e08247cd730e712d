import { cn } from '../foundations/cn';
import { MentionChip } from './mention-chip';
import { type MentionResolver, mentionedIds } from './mention-tokens';

/** Props of {@link MentionSummary}. */
export interface MentionSummaryProps {
  /** The text being written. */
  text: string;
  /** The current name of a mentioned member. */
  resolveMention: MentionResolver;
  className?: string;
}

/**
 * "Mentioning @Mia Chen, @Leo Okafor" under a text area: the text holds mentions as
 * `@[<id>]`, so this says by name whom they reach. Nothing shows while there are none.
 */
export function MentionSummary({ text, resolveMention, className }: MentionSummaryProps) {
  const ids = mentionedIds(text);
  if (ids.length === 0) return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-1 text-muted text-xs', className)}>
      Mentioning
      {ids.map((id, index) => (
        <span key={id}>
          <MentionChip name={resolveMention(id)} />
          {index < ids.length - 1 ? ',' : null}
        </span>
      ))}
    </p>
  );
}
