import type * as React from 'react';
import type { MentionMember } from './mention-tokens';

/** What the open list of mentions offers its keys. */
export interface MentionKeyTarget {
  /** The members listed, in order. */
  matches: readonly MentionMember[];
  /** The index of the highlighted one. */
  active: number;
  setActiveIndex: (index: number) => void;
  pick: (member: MentionMember) => void;
  /** Closes the list for the `@` it is open for. */
  dismiss: () => void;
}

/**
 * Handles a key of the text area while the list is open: Up and Down move the highlight,
 * Enter or Tab pick the highlighted member, Escape closes the list. `true` when the key was
 * used.
 */
export function handleMentionKey(
  event: React.KeyboardEvent<HTMLTextAreaElement>,
  { matches, active, setActiveIndex, pick, dismiss }: MentionKeyTarget,
): boolean {
  const count = matches.length;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp':
      if (count === 0) return false;
      event.preventDefault();
      setActiveIndex((active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
      return true;
    case 'Enter':
    case 'Tab': {
      const member = matches[active];
      if (!member || event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) {
        return false;
      }
      event.preventDefault();
      pick(member);
      return true;
    }
    case 'Escape':
      // Close the list only; the text area (and a dialog around it) stay.
      event.preventDefault();
      event.stopPropagation();
      dismiss();
      return true;
    default:
      return false;
  }
}
