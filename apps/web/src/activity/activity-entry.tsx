import type { Activity } from '@tandem/schemas';
import type { BoardPerson } from '@tandem/ui/board';
import { ActivityItem } from '@tandem/ui/task';
import { ROLE_LABELS } from '@tandem/ui/workspace';
import type * as React from 'react';
import { activityPerson } from '../lib/activity-person';

/** Props of {@link ActivityEntry}. */
export interface ActivityEntryProps {
  /** The feed entry, as the database triggers wrote it. */
  entry: Activity;
  /** The workspace's members by user id (name, avatar). */
  people: ReadonlyMap<string, BoardPerson>;
  /** Where the entry's task opens, when it names one that still exists. */
  taskHref?: string;
  /** Follows that link in the app. */
  onOpenTask?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

type Payload = Activity['payload'];

const textOf = (payload: Payload, key: string) =>
  typeof payload[key] === 'string' ? (payload[key] as string) : undefined;

/** The kit reads `member_name` and a role's label for a role change; the trigger writes ids. */
function kitPayload(entry: Activity, people: ActivityEntryProps['people']): Payload {
  if (entry.kind !== 'member.role_changed') return entry.payload;
  const role = textOf(entry.payload, 'to');
  return {
    member_name: activityPerson(entry, textOf(entry.payload, 'user_id'), people).name,
    role:
      role && role in ROLE_LABELS ? ROLE_LABELS[role as keyof typeof ROLE_LABELS] : (role ?? null),
  };
}

/**
 * One line of the workspace's feed: what changed, in words, with the task's number linking to
 * it. Joining and leaving are told of the member concerned (the trigger's actor may be the
 * admin who removed them).
 */
export function ActivityEntry({ entry, people, taskHref, onOpenTask }: ActivityEntryProps) {
  const aboutMember = entry.kind === 'member.joined' || entry.kind === 'member.left';
  const actor = activityPerson(
    entry,
    aboutMember ? (textOf(entry.payload, 'user_id') ?? entry.actor_id) : entry.actor_id,
    people,
  );
  const number = entry.payload.number;
  return (
    <ActivityItem
      actor={actor}
      kind={entry.kind}
      payload={kitPayload(entry, people)}
      taskNumber={typeof number === 'number' ? number : null}
      taskHref={taskHref}
      onOpenTask={onOpenTask}
      createdAt={entry.created_at}
    />
  );
}
