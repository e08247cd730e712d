import type { Comment } from '@tandem/schemas';
import type { BoardPerson } from '@tandem/ui/board';

/** The author of a comment who is no longer in the workspace. */
const FORMER_MEMBER: BoardPerson = { id: 'unknown', name: 'Former member' };
/** The author of a comment whose account was deleted (`author_id` null). */
const DELETED_USER: BoardPerson = { id: 'deleted', name: 'Deleted user' };

/**
 * Who wrote a comment: its author among the workspace's members, "Former member" for one who
 * left, "Deleted user" for a deleted account. An optimistic comment has no author yet: it is
 * the signed-in user's.
 */
export function commentAuthor(
  comment: Comment,
  people: ReadonlyMap<string, BoardPerson>,
  selfId: string | undefined,
): BoardPerson {
  if (comment.author_id === null) return DELETED_USER;
  return people.get(comment.author_id || selfId || '') ?? FORMER_MEMBER;
}
