import { MENTION_PATTERN, type MentionMember, mentionToken } from './mention-tokens';

/** What may stand before a mention's `@`, as the picker reads it (not an email address). */
const BEFORE = String.raw`(?<=^|[\s([{"'“‘])`;
/** What may not follow a mentioned name: more of a word. */
const AFTER = String.raw`(?![\p{L}\p{N}_])`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The members whose name no other member shares: only they can be written by name. */
function namedMembers(members: readonly MentionMember[]): Map<string, MentionMember> {
  const byName = new Map<string, MentionMember | null>();
  for (const member of members) {
    const name = member.name.trim();
    if (name === '') continue;
    byName.set(name, byName.has(name) ? null : member);
  }
  const unique = new Map<string, MentionMember>();
  for (const [name, member] of byName) if (member) unique.set(name, member);
  return unique;
}

/**
 * How a text area shows and stores mentions: while composing a person reads `@Mia Chen`, the
 * text keeps `@[<id>]` (mention-tokens.ts). Only a name no other member shares is written out;
 * a shared one stays a token, so the two forms turn into each other without loss.
 */
export interface MentionDisplay {
  /** The stored text as the text area shows it: tokens of uniquely named members as `@Name`. */
  show(stored: string): string;
  /** What the text area holds, stored: every `@Name` of a uniquely named member as its token. */
  store(shown: string): string;
  /** What picking `member` writes into the text area. */
  written(member: MentionMember): string;
  /** Whether the `@` at `start` of `shown` begins a mention written out in full. */
  writtenAt(shown: string, start: number): boolean;
}

/** The {@link MentionDisplay} over `members`; without members text passes unchanged. */
export function mentionDisplay(members: readonly MentionMember[] | undefined): MentionDisplay {
  const named = namedMembers(members ?? []);
  const nameOf = new Map([...named].map(([name, member]) => [member.id.toLowerCase(), name]));
  // Longest names first, so "@Mia Chen-Li" is not read as "@Mia Chen" followed by "-Li".
  const names = [...named.keys()].sort((a, b) => b.length - a.length);
  const alternatives = names.map(escapeRegExp).join('|');
  const byName = names.length > 0 ? new RegExp(`${BEFORE}@(${alternatives})${AFTER}`, 'gu') : null;
  const atStart = names.length > 0 ? new RegExp(`@(?:${alternatives})${AFTER}`, 'uy') : null;
  return {
    show: (stored) =>
      stored.replace(MENTION_PATTERN, (token, id: string) => {
        const name = nameOf.get(id.toLowerCase());
        return name === undefined ? token : `@${name}`;
      }),
    store: (shown) =>
      byName
        ? shown.replace(byName, (text, name: string) => {
            const member = named.get(name);
            return member ? mentionToken(member.id) : text;
          })
        : shown,
    written: (member) =>
      nameOf.has(member.id.toLowerCase()) ? `@${member.name.trim()}` : mentionToken(member.id),
    writtenAt: (shown, start) => {
      if (!atStart) return false;
      atStart.lastIndex = start;
      return atStart.test(shown);
    },
  };
}
