import type { MemberWithProfile, WorkspaceWithRole } from '@tandem/api-client';
import type { MemberRole } from '@tandem/schemas';
import { DividedList } from '@tandem/ui/display';
import { ListSkeleton, toast } from '@tandem/ui/feedback';
import { MemberRow, ROLE_LABELS, SettingsSection } from '@tandem/ui/workspace';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AVATAR_THUMBNAIL } from '../lib/avatar-sizes';
import { QueryErrorState } from '../lib/query-error-state';
import { useTandem } from '../lib/use-tandem';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { assignableRoles, canRemoveMember } from './member-permissions';
import { RemoveMemberDialog } from './remove-member-dialog';

/**
 * The members with their roles. Each row offers only what the caller's role allows on that
 * member (the schemas README, "Invitations and membership"): admins move people between viewer and member and remove them; the
 * owner also makes and unmakes admins. Nobody edits their own row here (see Danger zone).
 */
export function MembersSection({ workspace }: { workspace: WorkspaceWithRole }) {
  const tandem = useTandem();
  const queries = useTandemQueries();
  const members = useQuery(queries.members.list(workspace.id));
  const me = useQuery(queries.user());
  const changeRole = useMutation(useTandemMutations().members.changeRole());
  const [removing, setRemoving] = useState<MemberWithProfile | null>(null);
  const count = members.data?.length;

  function setRole(member: MemberWithProfile, role: MemberRole) {
    changeRole.mutate(
      { workspaceId: workspace.id, userId: member.user_id, role },
      {
        onSuccess: () =>
          toast.success(
            `${member.profile.display_name} is now ${ROLE_LABELS[role].toLowerCase()}.`,
          ),
      },
    );
  }

  return (
    <SettingsSection
      id="members"
      title="Members"
      description={
        count === undefined
          ? 'Who can see this workspace.'
          : `${count} ${count === 1 ? 'person' : 'people'} can see this workspace.`
      }
    >
      {members.isPending ? (
        <ListSkeleton rows={3} label="Loading members…" />
      ) : members.isError ? (
        <QueryErrorState error={members.error} onRetry={() => members.refetch()} />
      ) : (
        <DividedList aria-label="Members">
          {members.data.map((member) => {
            const isYou = member.user_id === me.data?.id;
            return (
              <MemberRow
                key={member.user_id}
                name={member.profile.display_name}
                email={member.email ?? undefined}
                avatarUrl={tandem.profiles.avatarUrl(member.profile.avatar_path, AVATAR_THUMBNAIL)}
                memberRole={member.role}
                isYou={isYou}
                assignableRoles={isYou ? [] : assignableRoles(workspace.role, member.role)}
                onRoleChange={(role) => setRole(member, role)}
                onRemove={
                  !isYou && canRemoveMember(workspace.role, member.role)
                    ? () => setRemoving(member)
                    : undefined
                }
              />
            );
          })}
        </DividedList>
      )}
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </SettingsSection>
  );
}
