import type { MentionDisplay } from './mention-display';
import { type MentionMember, mentionToken } from './mention-tokens';

/** The `@…` being typed at the caret: where its `@` is and what follows it. */
export interface MentionQuery {
  /** Index of the `@` in the text. */
  start: number;
  /** What was typed after the `@`, up to the caret. */
  text: string;
}

/** Longest query the picker follows; past it the `@` is taken as ordinary text. */
const MAX_QUERY = 40;

/** How many members the picker lists at most. */
export const MENTION_PICKER_LIMIT = 8;

/**
 * The mention being typed just before `caret`, or `null`: an `@` at the start or after a
 * space or an opening bracket (not inside an email address), followed by no line break, `@`
 * or `[` up to the caret.
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start === -1 || caret - start - 1 > MAX_QUERY) return null;
  const previous = start > 0 ? before[start - 1] : '';
  if (previous && !/[\s([{"'“‘]/.test(previous)) return null;
  const query = before.slice(start + 1);
  if (/[\n@[\]]/.test(query) || /^\s/.test(query)) return null;
  return { start, text: query };
}

/**
 * 0 for a name that starts with the query, then a word of it, then the email's local part,
 * then either containing it; -1 for none.
 */
function rank(member: MentionMember, query: string): number {
  const name = member.name.toLowerCase();
  // The part before the @ only: a shared domain would match everyone.
  const email = (member.email ?? '').toLowerCase().split('@')[0] ?? '';
  if (name.startsWith(query)) return 0;
  if (name.split(/\s+/).some((word) => word.startsWith(query))) return 1;
  if (email.startsWith(query)) return 2;
  if (name.includes(query) || email.includes(query)) return 3;
  return -1;
}

/**
 * The members a query matches, best first (name start, word start, email start, anywhere),
 * then by name; at most {@link MENTION_PICKER_LIMIT}. An empty query lists everyone.
 */
export function matchMembers(
  members: readonly MentionMember[],
  query: string,
  limit = MENTION_PICKER_LIMIT,
): MentionMember[] {
  const wanted = query.trim().toLowerCase();
  return members
    .map((member) => ({ member, rank: rank(member, wanted) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.member.name.localeCompare(b.member.name))
    .slice(0, limit)
    .map((entry) => entry.member);
}

/**
 * The text with the query replaced by the member's token (or `written`, what the text area
 * shows for it), and where the caret goes: after it and the space that follows it. A space is added unless a space or punctuation
 * already follows.
 */
export function insertMention(
  text: string,
  query: MentionQuery,
  caret: number,
  member: MentionMember,
  written: string = mentionToken(member.id),
): { text: string; caret: number } {
  const token = written;
  const after = text.slice(caret);
  const before = text.slice(0, query.start) + token;
  if (/^\s/.test(after)) return { text: before + after, caret: before.length + 1 };
  if (/^[.,;:!?)\]}'"”’]/.test(after)) return { text: before + after, caret: before.length };
  return { text: `${before} ${after}`, caret: before.length + 1 };
}

/**
 * The query at a text area's caret (no query while text is selected). A name written out in
 * full ("@Mia Chen"), as `writing` says, is a mention, not a query to complete.
 */
export function queryAtCaret(
  element: HTMLTextAreaElement,
  writing: Pick<MentionDisplay, 'writtenAt'> | undefined,
): MentionQuery | null {
  const caret = element.selectionStart;
  const at = caret === element.selectionEnd ? mentionQueryAt(element.value, caret) : null;
  return at && writing?.writtenAt(element.value, at.start) ? null : at;
}
