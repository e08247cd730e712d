import { MentionChip } from './mention-chip';
import { type MentionResolver, splitMentions } from './mention-tokens';

/** Props of {@link MentionText}. */
export interface MentionTextProps {
  /** Plain text that may hold `@[<id>]` mentions. */
  children: string;
  /** The member's current name for an id; unknown ids show "@unknown member". */
  resolveMention?: MentionResolver;
}

/**
 * Plain text with its mention tokens shown as {@link MentionChip}s, for places that show a
 * comment's text without markdown (a preview, a notification). Markdown goes through
 * SafeMarkdown, which does the same.
 */
export function MentionText({ children, resolveMention }: MentionTextProps) {
  return (
    <>
      {splitMentions(children).map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order
          <MentionChip key={index} name={resolveMention?.(part.mention)} />
        ),
      )}
    </>
  );
}
