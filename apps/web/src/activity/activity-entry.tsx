import type { Activity } from '@tandem/schemas';
import type { BoardPerson } from '@tandem/ui/board';
import { ActivityItem } from '@tandem/ui/task';
import { ROLE_LABELS } from '@tandem/ui/workspace';

/** Props of {@link ActivityEntry}. */
export interface ActivityEntryProps {
  /** The feed entry, as the database triggers wrote it. */
  entry: Activity;
  /** Resolves user ids to people (name, avatar). */
  personOf: (userId: string | null | undefined) => BoardPerson;
}

type Payload = Activity['payload'];

const textOf = (payload: Payload, key: string) =>
  typeof payload[key] === 'string' ? (payload[key] as string) : undefined;

/**
 * The kit's wording reads `from_status`/`to_status`, `member_name` and `role`; the triggers
 * write `from`/`to` and user ids. This translates one into the other.
 */
function kitPayload(entry: Activity, personOf: ActivityEntryProps['personOf']) {
  const { payload } = entry;
  switch (entry.kind) {
    case 'task.moved':
      return { ...payload, from_status: payload.from, to_status: payload.to };
    case 'member.role_changed': {
      const role = textOf(payload, 'to');
      return {
        member_name: personOf(textOf(payload, 'user_id')).name,
        role: role && role in ROLE_LABELS ? ROLE_LABELS[role as keyof typeof ROLE_LABELS] : role,
      };
    }
    default:
      return payload;
  }
}

/**
 * One line of the workspace's feed. Joining and leaving are told of the member concerned
 * (the trigger's actor may be the admin who removed them).
 */
export function ActivityEntry({ entry, personOf }: ActivityEntryProps) {
  const aboutMember = entry.kind === 'member.joined' || entry.kind === 'member.left';
  const actor = personOf(
    aboutMember ? (textOf(entry.payload, 'user_id') ?? entry.actor_id) : entry.actor_id,
  );
  const number = entry.payload.number;
  return (
    <ActivityItem
      actor={actor}
      kind={entry.kind}
      payload={kitPayload(entry, personOf)}
      taskNumber={typeof number === 'number' ? number : null}
      createdAt={entry.created_at}
    />
  );
}
