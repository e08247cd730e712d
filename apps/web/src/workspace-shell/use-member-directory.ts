import type { BoardPerson } from '@tandem/ui/board';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { AVATAR_THUMBNAIL } from '../lib/avatar-sizes';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';

/**
 * Looks people up by user id among the workspace's members (name and avatar): `people` by id
 * (empty while loading; activity names those who have left with lib/activity-person). `loading`
 * is true until the members have been read once. `mentionMembers` are whom `@` offers in comments and
 * descriptions, and `resolveMention` names a mentioned id (undefined for someone who left).
 */
export function useMemberDirectory(workspaceId: string) {
  const tandem = useTandem();
  const members = useQuery(useTandemQueries().members.list(workspaceId));
  const byId = useMemo(() => {
    const people = new Map<string, BoardPerson>();
    for (const member of members.data ?? []) {
      people.set(member.user_id, {
        id: member.user_id,
        name: member.profile.display_name,
        avatarUrl: tandem.profiles.avatarUrl(member.profile.avatar_path, AVATAR_THUMBNAIL),
      });
    }
    return people;
  }, [members.data, tandem]);
  // People are mention candidates as they are (`BoardPerson` has what a mention needs).
  const mentionMembers = useMemo(() => [...byId.values()], [byId]);
  const resolveMention = useCallback((userId: string) => byId.get(userId)?.name, [byId]);
  return {
    people: byId,
    mentionMembers,
    resolveMention,
    loading: members.isPending,
  };
}
