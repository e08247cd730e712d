import * as React from 'react';
import { type MentionQuery, matchMembers } from './mention-query';
import type { MentionMember } from './mention-tokens';

/** The members a mention query matches, whether the list shows, and its highlight. */
export interface MentionMatches {
  matches: MentionMember[];
  open: boolean;
  /** The highlighted match's index, kept within the matches. */
  active: number;
}

/**
 * The members matching the query at the caret. After a space, a query that matches nobody
 * is ordinary text: the list closes rather than say so.
 */
export function useMentionMatches(
  members: readonly MentionMember[] | undefined,
  query: MentionQuery | null,
  activeIndex: number,
): MentionMatches {
  const matches = React.useMemo(
    () => (query && members ? matchMembers(members, query.text) : []),
    [members, query],
  );
  const open = query !== null && (matches.length > 0 || !/\s/.test(query.text));
  const active = Math.min(activeIndex, Math.max(0, matches.length - 1));
  return { matches, open, active };
}
