import type { Activity } from '@tandem/schemas';
import type { BoardPerson } from '@tandem/ui/board';
import { SYSTEM_ACTOR, UNKNOWN_ACTOR } from '@tandem/ui/notifications';

/**
 * Who an activity entry names (its actor, or the member a join or leave is about): a member by
 * their current name; the entry's actor, once gone, by the name it was written with
 * (`payload.actor_name`); nobody signed in (the seed, scheduled jobs) is Tandem.
 */
export function activityPerson(
  entry: Activity,
  userId: string | null | undefined,
  people: ReadonlyMap<string, BoardPerson>,
): BoardPerson {
  if (!userId) return { id: 'tandem', name: SYSTEM_ACTOR };
  const member = people.get(userId);
  if (member) return member;
  const written = userId === entry.actor_id ? entry.payload.actor_name : undefined;
  return { id: userId, name: typeof written === 'string' ? written : UNKNOWN_ACTOR };
}
