/**
 * How a mention is written in comment bodies and task descriptions: `@[<member uuid>]`. The id,
 * not the name, is stored, so a renamed member shows under their new name everywhere, and
 * the database can tell whom to notify.
 */
export const MENTION_PATTERN =
  /@\[([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\]/gi;

/** What a mention shows when its member cannot be found (gone from the workspace). */
export const UNKNOWN_MENTION = 'unknown member';

/** A member who can be mentioned: the workspace's members, as the picker lists them. */
export interface MentionMember {
  /** The user id, written into the text. */
  id: string;
  /** Display name, shown in the picker and on the chip. */
  name: string;
  /** Email, shown under the name in the picker and searched too. */
  email?: string | null;
  avatarUrl?: string | null;
}

/** The name a mention shows, from an id; `undefined` when the member is unknown. */
export type MentionResolver = (id: string) => string | undefined;

/** The token that mentions a member: `@[<id>]`. */
export function mentionToken(id: string): string {
  return `@[${id}]`;
}

/** A piece of text with mentions: plain text, or the id of a mentioned member. */
export type MentionPart = string | { mention: string };

/** Splits text into plain runs and mentions, in order; empty runs are left out. */
export function splitMentions(text: string): MentionPart[] {
  const parts: MentionPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION_PATTERN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ mention: (match[1] as string).toLowerCase() });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The ids mentioned in a text, each once, in order of first mention. */
export function mentionedIds(text: string): string[] {
  return [
    ...new Set(
      splitMentions(text).flatMap((part) => (typeof part === 'string' ? [] : [part.mention])),
    ),
  ];
}

/** A resolver over a member list (ids compared without regard to case). */
export function resolverFor(members: readonly MentionMember[]): MentionResolver {
  const names = new Map(members.map((member) => [member.id.toLowerCase(), member.name]));
  return (id) => names.get(id.toLowerCase());
}
